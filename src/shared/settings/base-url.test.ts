import { describe, expect, it } from 'vitest';
import { texts } from '../texts/pt-BR';
import { baseUrlProblem } from './base-url';

describe('baseUrlProblem', () => {
  it.each([
    'https://workers.exemplo.com.br',
    'https://api.exemplo.com.br:8443/v1',
    'http://127.0.0.1:5858',
    'http://localhost:8787/',
    'http://[::1]:9000',
  ])('accepts %s', (url) => {
    expect(baseUrlProblem(url)).toBeNull();
  });

  it.each([
    'https://usuario:senha@workers.exemplo.com.br',
    'https://usuario@workers.exemplo.com.br',
    'http://admin:x@127.0.0.1:5858',
  ])('refuses credentials in %s', (url) => {
    expect(baseUrlProblem(url)).toBe(texts.profile.urlCredentials);
  });

  it.each([
    'http://workers.exemplo.com.br',
    'http://10.0.0.5:8080',
    'http://127.0.0.1.nip.io',
    'http://localhost.exemplo.com',
  ])('refuses plain http to another machine: %s', (url) => {
    expect(baseUrlProblem(url)).toBe(texts.profile.urlNeedsHttps);
  });

  it.each(['ftp://x', 'workers sem protocolo', 'https://', 'javascript:alert(1)'])(
    'refuses %s as not a URL',
    (url) => {
      expect(baseUrlProblem(url)).toBe(texts.profile.urlInvalid);
    },
  );
});
