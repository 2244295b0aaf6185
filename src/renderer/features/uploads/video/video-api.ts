import { z } from 'zod';
import type { HttpRequest } from '../../../../shared/bridge/http';
import { texts } from '../../../../shared/texts/pt-BR';
import type { AppBridge } from '../../../bridge/bridge';
import { callConsoleApi } from '../../../bridge/console-api-call';

export const CREATE_VIDEO_PATH = '/api/console/files/cdn/bunny/upload-video-url';
export const videoPath = (id: string) => `/api/file/video/${encodeURIComponent(id)}`;

const TIMEOUT_MS = 30_000;

/** Every outcome is data, like the bridge's: `error` is a pt-BR cause ready to show. */
export type VideoResult<T = unknown> = { ok: true; value: T } | { ok: false; error: string };

export interface VideoInfo {
  bunnyId: string;
  status: number;
  iframeUrl: string;
  /** Sent by some servers (the sandbox does); not part of the contract. */
  thumbnailUrl?: string;
}

const createAnswerSchema = z.object({ data: z.unknown() });

const videoAnswerSchema = z.object({
  cdn: z.object({ bunny: z.object({ id: z.string(), status: z.number().int() }) }),
  iframeUrl: z.string(),
  thumbnailUrl: z.string().nullish(),
});

export interface VideoApi {
  /** Asks the console API to create the file's video on the CDN; answers its `data`. */
  createCdnVideo(id: string): Promise<VideoResult>;
  readVideo(id: string): Promise<VideoResult<VideoInfo>>;
}

export function createVideoApi(
  bridge: AppBridge,
  getIdToken: () => Promise<string | null>,
): VideoApi {
  const call = (request: Pick<HttpRequest, 'method' | 'path' | 'body'>) =>
    callConsoleApi(bridge, getIdToken, { ...request, timeoutMs: TIMEOUT_MS });
  return {
    async createCdnVideo(id) {
      const answer = await call({ method: 'POST', path: CREATE_VIDEO_PATH, body: { id } });
      if (!answer.ok) return answer;
      const parsed = createAnswerSchema.safeParse(answer.body);
      if (!parsed.success) return { ok: false, error: texts.video.malformedAnswer };
      return { ok: true, value: parsed.data.data };
    },
    async readVideo(id) {
      const answer = await call({ method: 'GET', path: videoPath(id) });
      if (!answer.ok) return answer;
      const parsed = videoAnswerSchema.safeParse(answer.body);
      if (!parsed.success) return { ok: false, error: texts.video.malformedAnswer };
      const { cdn, iframeUrl, thumbnailUrl } = parsed.data;
      return {
        ok: true,
        value: {
          bunnyId: cdn.bunny.id,
          status: cdn.bunny.status,
          iframeUrl,
          ...(thumbnailUrl ? { thumbnailUrl } : {}),
        },
      };
    },
  };
}
