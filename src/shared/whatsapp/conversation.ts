import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { formatPhone } from '../format/phone';

/**
 * A conversation's id is the customer's phone as WhatsApp gives it: international digits
 * without '+' ("5511987654321"). Read as a Brazilian national number those digits are not a
 * phone, so they are tried as international first; anything else formats as typed.
 */
export function formatConversationPhone(id: string): string {
  const text = id.trim();
  if (/^\d{11,15}$/.test(text)) {
    const national = parsePhoneNumberFromString(text, 'BR');
    if (!national?.isValid() && parsePhoneNumberFromString(`+${text}`)?.isValid()) {
      return formatPhone(`+${text}`) ?? text;
    }
  }
  return formatPhone(text) ?? text;
}

export type CustomerIdParse = { ok: true; id: string } | { ok: false; problem: 'empty' | 'slash' };

/** A customer id typed for a conversation: a document id of the customer collection. */
export function parseCustomerId(input: string): CustomerIdParse {
  const id = input.trim();
  if (id === '') return { ok: false, problem: 'empty' };
  if (id.includes('/')) return { ok: false, problem: 'slash' };
  return { ok: true, id };
}

/** The orders of the conversation's customer (spec 01 §2). */
export function ordersLink(projectId: string, customerId: string): string {
  return `/console/orders?${new URLSearchParams({ project: projectId, customerId }).toString()}`;
}

/** The customerId stored on a conversation document, when it has a usable one. */
export function conversationCustomerId(data: Record<string, unknown> | null): string | null {
  const value = data?.customerId;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
