import type { CampaignKind } from './console-messaging';

/**
 * The Idempotency-Key of a campaign send: one per confirmation (campaign + the moment it was
 * confirmed), reused for every retry of that confirmation, so a backend that honours it sends
 * once however often the request arrives. Printable ASCII, as the bridge requires.
 */
export function campaignSendKey(
  kind: CampaignKind,
  projectId: string,
  campaignId: string,
  confirmedAt: Date,
): string {
  const part = (value: string) => encodeURIComponent(value).replace(/[^\x21-\x7e]/g, '');
  return `campaign-${kind}:${part(projectId)}:${part(campaignId)}:${confirmedAt.toISOString()}`;
}

/** Where the pending key of one campaign is kept (shared by every window of the app). */
export const pendingSendSlot = (kind: CampaignKind, projectId: string, campaignId: string) =>
  `console.campaignSend.${kind}.${encodeURIComponent(projectId)}.${encodeURIComponent(campaignId)}`;

/**
 * Whether a failed send's outcome is unknown (no answer, a timeout, a 5xx or a 409 from a
 * service still working on the same key): the key is kept so a retry cannot send twice. A 4xx
 * is a refusal: nothing was sent, and the next confirmation gets a new key.
 */
export const sendOutcomeUnknown = (status: number): boolean =>
  status === 0 || status >= 500 || status === 409 || status === 408 || status === 429;
