import { describe, expect, it } from 'vitest';
import { CappedBody, BodyTooLargeError } from './transports';

describe('CappedBody', () => {
  it('decodes a character split across chunks, and drops a leading byte-order mark', () => {
    const bytes = Buffer.from('\uFEFFolá', 'utf8');
    const body = new CappedBody(100);
    body.add(bytes.subarray(0, 5));
    body.add(bytes.subarray(5));
    expect(body.text()).toBe('olá');
  });

  it('refuses past the cap, announced or read', () => {
    expect(() => new CappedBody(4).announce('5')).toThrow(BodyTooLargeError);
    const body = new CappedBody(4);
    body.add(Buffer.from('abcd'));
    expect(() => body.add(Buffer.from('e'))).toThrow(BodyTooLargeError);
  });
});
