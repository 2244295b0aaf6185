import type { WhatsappTemplateMessage } from '../../../../shared/whatsapp/send-message';
import type { AppBridge } from '../../../bridge/bridge';
import { callService, failureDetail, type IdTokenSource } from '../../../bridge/service-call';

/** Spec 01 §7: `POST {functions}/whatsapp/message?project={id}`. */
export const WHATSAPP_MESSAGE_PATH = '/whatsapp/message';
const TIMEOUT_MS = 30_000;

export type SendOutcome = { ok: true; body: unknown } | { ok: false; error: string };

export interface WhatsappApi {
  sendTemplate(projectId: string, message: WhatsappTemplateMessage): Promise<SendOutcome>;
}

/**
 * The functions service (base URL from the profile, the user's ID token as Bearer, both by
 * callService). Every outcome is data; `error` is a pt-BR cause ready to show.
 */
export function createWhatsappApi(bridge: AppBridge, getIdToken: IdTokenSource): WhatsappApi {
  return {
    async sendTemplate(projectId, message) {
      const result = await callService(bridge, getIdToken, {
        service: 'functions',
        method: 'POST',
        path: WHATSAPP_MESSAGE_PATH,
        query: { project: projectId },
        body: message,
        timeoutMs: TIMEOUT_MS,
      });
      return result.ok
        ? { ok: true, body: result.body }
        : { ok: false, error: failureDetail(result) };
    },
  };
}
