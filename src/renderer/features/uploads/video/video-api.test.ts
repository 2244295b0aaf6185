import { describe, expect, it, vi } from 'vitest';
import type { HttpResult } from '../../../../shared/bridge/http';
import { texts } from '../../../../shared/texts/pt-BR';
import type { AppBridge } from '../../../bridge/bridge';
import { createVideoApi } from './video-api';

const answer = (body: unknown): HttpResult => ({
  ok: true,
  status: 200,
  url: 'https://api.test',
  durationMs: 1,
  body,
});

function fakeBridge(result: HttpResult | Error) {
  const invoke = vi.fn(async () => {
    if (result instanceof Error) throw result;
    return result;
  });
  return { bridge: { invoke, on: () => () => {} } as unknown as AppBridge, invoke };
}

describe('createVideoApi', () => {
  it('posts {id} to upload-video-url with the ID token and answers its data', async () => {
    const { bridge, invoke } = fakeBridge(answer({ data: { guid: 'abc' } }));
    const api = createVideoApi(bridge, async () => 'token-1');
    expect(await api.createCdnVideo('file/1')).toEqual({ ok: true, value: { guid: 'abc' } });
    expect(invoke).toHaveBeenCalledWith('http.request', {
      service: 'api',
      method: 'POST',
      path: '/api/console/files/cdn/bunny/upload-video-url',
      body: { id: 'file/1' },
      timeoutMs: 30_000,
      idToken: 'token-1',
      requestId: expect.stringMatching(/^service-/),
    });
  });

  it('reads the video with the id encoded in the path, keeping thumbnailUrl when sent', async () => {
    const { bridge, invoke } = fakeBridge(
      answer({
        cdn: { bunny: { id: 'b-1', status: 4 } },
        iframeUrl: 'https://iframe.test/b-1',
        thumbnailUrl: 'https://video.test/b-1/thumbnail.jpg',
      }),
    );
    const api = createVideoApi(bridge, async () => null);
    expect(await api.readVideo('a b/c')).toEqual({
      ok: true,
      value: {
        bunnyId: 'b-1',
        status: 4,
        iframeUrl: 'https://iframe.test/b-1',
        thumbnailUrl: 'https://video.test/b-1/thumbnail.jpg',
      },
    });
    const [, request] = invoke.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(request).toMatchObject({ method: 'GET', path: '/api/file/video/a%20b%2Fc' });
    expect(request).not.toHaveProperty('idToken');
  });

  it('turns a malformed answer into a failure with a pt-BR cause', async () => {
    const { bridge } = fakeBridge(answer({ cdn: { bunny: { id: 'b-1' } }, iframeUrl: 'x' }));
    const api = createVideoApi(bridge, async () => null);
    expect(await api.readVideo('1')).toEqual({ ok: false, error: texts.video.malformedAnswer });
    const { bridge: empty } = fakeBridge(answer('not json'));
    expect(await createVideoApi(empty, async () => null).createCdnVideo('1')).toEqual({
      ok: false,
      error: texts.video.malformedAnswer,
    });
  });

  it('answers HTTP failures and thrown bridge errors as data', async () => {
    const { bridge } = fakeBridge({
      ok: false,
      status: 502,
      url: 'https://api.test',
      durationMs: 1,
      kind: 'http',
      message: 'HTTP 502',
      bodyExcerpt: ' Bad gateway ',
    });
    expect(await createVideoApi(bridge, async () => null).createCdnVideo('1')).toEqual({
      ok: false,
      status: 502,
      error: 'HTTP 502 Bad gateway',
    });
    const { bridge: broken } = fakeBridge(new Error('bridge closed'));
    const failingToken = async (): Promise<string | null> => {
      throw new Error('signed out');
    };
    expect(await createVideoApi(broken, failingToken).readVideo('1')).toEqual({
      ok: false,
      status: 0,
      error: 'bridge closed',
    });
  });
});
