import { describe, expect, it } from 'vitest';
import { readConsoleConfig } from './console-config';

describe('console config', () => {
  it('defaults to the admin claim and the active project', () => {
    expect(readConsoleConfig(undefined)).toEqual({
      privilegedClaim: 'admin',
      assistantProjectId: '',
    });
    expect(readConsoleConfig({ privilegedClaim: '  ', assistantProjectId: 3 })).toEqual({
      privilegedClaim: 'admin',
      assistantProjectId: '',
    });
  });

  it('reads the configured claim and assistant project, and refuses a malformed project id', () => {
    expect(readConsoleConfig({ privilegedClaim: ' gerente ', assistantProjectId: 'ia-1' })).toEqual(
      {
        privilegedClaim: 'gerente',
        assistantProjectId: 'ia-1',
      },
    );
    expect(readConsoleConfig({ assistantProjectId: 'a/b' }).assistantProjectId).toBe('');
  });
});
