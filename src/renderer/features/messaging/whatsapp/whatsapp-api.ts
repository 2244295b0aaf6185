import { errorMessage } from '../../../../shared/errors/error-message';
import type { WhatsappTemplateMessage } from '../../../../shared/whatsapp/send-message';
import type { AppBridge } from '../../../bridge/bridge';

/** Spec 01 §7: `POST {functions}/whatsapp/message?project={id}`. */
export const WHATSAPP_MESSAGE_PATH = '/whatsapp/message';
const TIMEOUT_MS = 30_000;
const EXCERPT_CHARS = 300;

export type SendOutcome = { ok: true; body: unknown } | { ok: false; error: string };

export interface WhatsappApi {
  sendTemplate(projectId: string, message: WhatsappTemplateMessage): Promise<SendOutcome>;
}

/**
 * The functions service through main's HTTP client (base URL from the profile, the user's ID
 * token as Bearer). Every outcome is data; `error` is a pt-BR cause ready to show.
 */
export function createWhatsappApi(
  bridge: AppBridge,
  getIdToken: () => Promise<string | null>,
): WhatsappApi {
  return {
    async sendTemplate(projectId, message) {
      try {
        const idToken = await getIdToken().catch(() => null);
        const result = await bridge.invoke('http.request', {
          service: 'functions',
          method: 'POST',
          path: WHATSAPP_MESSAGE_PATH,
          query: { project: projectId },
          body: message,
          timeoutMs: TIMEOUT_MS,
          ...(idToken ? { idToken } : {}),
        });
        if (result.ok) return { ok: true, body: result.body };
        const excerpt = result.bodyExcerpt.trim().slice(0, EXCERPT_CHARS);
        return { ok: false, error: excerpt ? `${result.message} ${excerpt}` : result.message };
      } catch (error) {
        return { ok: false, error: errorMessage(error) };
      }
    },
  };
}
