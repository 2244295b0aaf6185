import { z } from 'zod';
import type { AppBridge } from '../../bridge/bridge';
import { callConsoleApi } from '../../bridge/console-api-call';
import type { FileRecord } from '../../data/ports';
import { texts } from '../../../shared/texts/pt-BR';

const t = texts.uploads.failures;

export const REGISTER_IMAGE_PATH = '/api/console/files/images';
export const REGISTER_ATTACH_PATH = '/api/console/files/attaches';
export const PERMISSIONS_PATH = '/api/console/files/permissions';

/** The registered file as the console API answers it (spec 01 §3, §7). */
export interface RegisteredFile extends FileRecord {
  filePath: string;
}

const answerSchema = z.object({
  file: z
    .object({
      id: z.string().min(1),
      url: z.string().min(1),
      filename: z.string().optional(),
      width: z.number().nullable().optional(),
      height: z.number().nullable().optional(),
      isPublic: z.boolean().optional(),
    })
    .loose(),
});

export type ApiOutcome<T> = { ok: true; value: T } | { ok: false; error: string };

export interface ConsoleFilesApi {
  /** Registers stored bytes: images at /images, files and videos at /attaches. */
  register(
    kind: 'image' | 'file',
    body: { file: string; filePath: string; isPublic: boolean },
    signal?: AbortSignal,
  ): Promise<ApiOutcome<Record<string, unknown> & { id: string; url: string }>>;
  setPermission(id: string, isPublic: boolean): Promise<ApiOutcome<null>>;
}

const TIMEOUT_MS = 60_000;

/** The files calls of the console API through the bridge's HTTP client, with the ID token. */
export function createConsoleFilesApi(
  bridge: AppBridge,
  getIdToken: () => Promise<string | null>,
): ConsoleFilesApi {
  const post = (path: string, body: unknown, signal?: AbortSignal) =>
    callConsoleApi(
      bridge,
      getIdToken,
      { method: 'POST', path, body, timeoutMs: TIMEOUT_MS },
      signal,
    );
  return {
    async register(kind, body, signal) {
      const answer = await post(
        kind === 'image' ? REGISTER_IMAGE_PATH : REGISTER_ATTACH_PATH,
        body,
        signal,
      );
      if (!answer.ok) return answer;
      const parsed = answerSchema.safeParse(answer.body);
      if (!parsed.success) return { ok: false, error: t.badAnswer };
      return { ok: true, value: parsed.data.file };
    },
    async setPermission(id, isPublic) {
      const answer = await post(PERMISSIONS_PATH, { id, isPublic });
      return answer.ok ? { ok: true, value: null } : answer;
    },
  };
}
