import { describe, expect, it } from 'vitest';
import { createIdTokenHolder, EXPIRY_MARGIN_MS, expiryOf } from './id-token-holder';

const jwt = (claims: object) =>
  `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.assinatura`;

describe('createIdTokenHolder', () => {
  it('hands out a fresh token until the margin before it expires, then nothing', () => {
    let now = 1_000_000_000_000;
    const holder = createIdTokenHolder(() => now);
    const token = jwt({ exp: now / 1000 + 3600, user_id: 'u-1' });
    expect(holder.get()).toBeUndefined();
    expect(holder.set(token)).toBe(true);
    expect(holder.get()).toBe(token);
    now += 3600_000 - EXPIRY_MARGIN_MS - 1;
    expect(holder.get()).toBe(token);
    now += 2;
    expect(holder.get()).toBeUndefined();
  });

  it('a refreshed token replaces the old one; null forgets it (sign-out)', () => {
    const now = 1_000_000_000_000;
    const holder = createIdTokenHolder(() => now);
    holder.set(jwt({ exp: now / 1000 + 600 }));
    const refreshed = jwt({ exp: now / 1000 + 3600 });
    holder.set(refreshed);
    expect(holder.get()).toBe(refreshed);
    expect(holder.set(null)).toBe(true);
    expect(holder.get()).toBeUndefined();
  });

  it('refuses unreadable and expired tokens, keeping what it had', () => {
    const now = 1_000_000_000_000;
    const holder = createIdTokenHolder(() => now);
    const good = jwt({ exp: now / 1000 + 3600 });
    holder.set(good);
    for (const bad of [
      'a.b.c',
      'sem-pontos',
      jwt({}),
      jwt({ exp: 'amanhã' }),
      jwt({ exp: now / 1000 - 1 }),
    ]) {
      expect(holder.set(bad), bad).toBe(false);
    }
    expect(holder.get()).toBe(good);
  });
});

describe('expiryOf', () => {
  it('reads exp in milliseconds', () => {
    expect(expiryOf(jwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(expiryOf('x')).toBeNull();
  });
});
