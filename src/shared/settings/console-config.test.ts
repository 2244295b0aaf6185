import { describe, expect, it } from 'vitest';
import { readConsoleConfig } from './console-config';

describe('console config', () => {
  it('defaults to the admin claim and the active project', () => {
    expect(readConsoleConfig(undefined)).toEqual({
      privilegedClaim: 'admin',
      assistantProjectId: '',
      storefrontDomain: '',
    });
    expect(readConsoleConfig({ privilegedClaim: '  ', assistantProjectId: 3 })).toEqual({
      privilegedClaim: 'admin',
      assistantProjectId: '',
      storefrontDomain: '',
    });
  });

  it('reads the configured claim and assistant project, and refuses a malformed project id', () => {
    expect(readConsoleConfig({ privilegedClaim: ' gerente ', assistantProjectId: 'ia-1' })).toEqual(
      {
        privilegedClaim: 'gerente',
        assistantProjectId: 'ia-1',
        storefrontDomain: '',
      },
    );
    expect(readConsoleConfig({ assistantProjectId: 'a/b' }).assistantProjectId).toBe('');
  });

  it('reads the storefront domain as a bare host, and nothing that is not one', () => {
    const domain = (storefrontDomain: unknown) =>
      readConsoleConfig({ storefrontDomain }).storefrontDomain;
    expect(domain('www.lojademo.com.br')).toBe('www.lojademo.com.br');
    expect(domain(' https://WWW.Loja.com.br/ ')).toBe('www.loja.com.br');
    expect(domain('loja.local:8080')).toBe('loja.local:8080');
    for (const bad of [
      '',
      'loja demo.com',
      'loja.com/produto',
      'javascript:alert(1)',
      'a..b',
      42,
    ]) {
      expect(domain(bad), String(bad)).toBe('');
    }
  });
});
