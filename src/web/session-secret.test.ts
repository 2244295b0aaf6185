import { describe, expect, it } from 'vitest';
import { createSessionSecret, readCookie } from './session-secret';

describe('createSessionSecret', () => {
  it('makes a new unguessable secret per launch', () => {
    const a = createSessionSecret();
    const b = createSessionSecret();
    expect(a.value).not.toBe(b.value);
    expect(a.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts only the exact secret, as a token or in its own port cookie', () => {
    const secret = createSessionSecret('segredo-de-teste');
    expect(secret.matches('segredo-de-teste')).toBe(true);
    for (const wrong of ['', null, undefined, 'segredo-de-test', 'segredo-de-teste ', 'x']) {
      expect(secret.matches(wrong)).toBe(false);
    }
    expect(secret.matchesCookie('a=1; console_session_5757=segredo-de-teste', 5757)).toBe(true);
    expect(secret.matchesCookie('console_session_5758=segredo-de-teste', 5757)).toBe(false);
    expect(secret.matchesCookie(undefined, 5757)).toBe(false);
    expect(secret.setCookie(5757)).toBe(
      'console_session_5757=segredo-de-teste; Max-Age=2592000; HttpOnly; SameSite=Strict; Path=/',
    );
  });

  it('names the host after the secret, under .localhost, without revealing it', () => {
    const secret = createSessionSecret('segredo-de-teste');
    expect(secret.hostName).toMatch(/^console-[0-9a-f]{16}\.localhost$/);
    expect(secret.hostName).not.toContain('segredo');
    expect(createSessionSecret('segredo-de-teste').hostName).toBe(secret.hostName);
    expect(createSessionSecret('outro-segredo').hostName).not.toBe(secret.hostName);
  });
});

describe('readCookie', () => {
  it('finds one cookie by its exact name', () => {
    expect(readCookie('a=1; b=2=3;  c = 4', 'b')).toBe('2=3');
    expect(readCookie('a=1; b=2; c = 4', 'c')).toBe('4');
    expect(readCookie('ab=1', 'a')).toBeNull();
    expect(readCookie('', 'a')).toBeNull();
  });
});
