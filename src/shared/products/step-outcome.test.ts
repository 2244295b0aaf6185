import { describe, expect, it } from 'vitest';
import type { HttpResult } from '../bridge/http';
import { productPath, stepOutcome } from './step-outcome';

const answer = (body: unknown, status = 200): HttpResult => ({
  ok: true,
  status,
  url: 'http://w/p',
  durationMs: 1,
  body,
});

describe('stepOutcome', () => {
  it('a 2xx answer succeeds with the patch read from its body', () => {
    expect(stepOutcome(2, 7, answer({ ok: true, data: 1 }), () => ({ n: 1 }))).toEqual({
      type: 'succeeded',
      step: 2,
      attempt: 7,
      patch: { n: 1 },
    });
  });

  it('a 2xx answer whose body says ok:false fails with its error', () => {
    expect(stepOutcome(4, 1, answer({ ok: false, error: 'no stock' }))).toEqual({
      type: 'failed',
      step: 4,
      attempt: 1,
      status: 200,
      detail: 'no stock',
    });
    expect(stepOutcome(4, 1, answer({ ok: false }))).toMatchObject({ detail: '{"ok":false}' });
  });

  it('an unusable body fails with the reason readPatch gives', () => {
    expect(stepOutcome(2, 1, answer({ ok: true }), () => 'sem link')).toMatchObject({
      type: 'failed',
      status: 200,
      detail: 'sem link',
    });
  });

  it('a transport failure keeps status 0 and its message; the URL when nothing else', () => {
    const failure = (message: string, bodyExcerpt: string): HttpResult => ({
      ok: false,
      status: 0,
      url: 'http://w/p',
      durationMs: 1,
      kind: 'network',
      message,
      bodyExcerpt,
    });
    expect(stepOutcome(3, 1, failure('ECONNREFUSED', ''))).toMatchObject({
      status: 0,
      detail: 'ECONNREFUSED',
    });
    expect(stepOutcome(3, 1, failure(' ', ''))).toMatchObject({ detail: 'http://w/p' });
  });

  it('product paths encode the code', () => {
    expect(productPath('a/b')).toBe('/console/product/a%2Fb');
  });
});
