import {
  HEADER_IMAGE_KEY,
  parameterSlots,
  placeholdersIn,
  slotKey,
  type ParameterSlot,
  type ParameterValues,
} from './placeholders';
import type { WhatsappTemplate } from './template';

/** Why a slot blocks the send. */
export interface ParameterIssue {
  slot: ParameterSlot;
  problem: 'empty' | 'invalidUrl';
}

const HTTP_URL = /^https?:\/\/[^\s/]+\.[^\s]+$/i;

/** Every slot that blocks the send, in form order: an empty value, or an image that is no URL. */
export function validateParameters(
  template: WhatsappTemplate,
  values: ParameterValues,
): ParameterIssue[] {
  const issues: ParameterIssue[] = [];
  for (const slot of parameterSlots(template)) {
    const value = values[slot.key]?.trim() ?? '';
    if (value === '') issues.push({ slot, problem: 'empty' });
    else if (slot.kind === 'image' && !HTTP_URL.test(value)) {
      issues.push({ slot, problem: 'invalidUrl' });
    }
  }
  return issues;
}

type TextParameter = { type: 'text'; text: string };
export type SendComponent =
  | { type: 'header'; parameters: [TextParameter, ...TextParameter[]] | [ImageParameter] }
  | { type: 'body'; parameters: TextParameter[] }
  | { type: 'button'; sub_type: 'url'; index: string; parameters: TextParameter[] };
type ImageParameter = { type: 'image'; image: { link: string } };

const texts = (numbers: number[], values: ParameterValues, keyOf: (n: number) => string) =>
  numbers.map((n): TextParameter => ({ type: 'text', text: values[keyOf(n)]?.trim() ?? '' }));

/**
 * The Cloud API's `components` of a template message: one entry per component that takes
 * parameters, each listing its placeholders' values in ascending number order. Components
 * without placeholders (footer, quick replies, a plain header) are not sent. Validate first:
 * this builds what it is given.
 */
export function buildSendComponents(
  template: WhatsappTemplate,
  values: ParameterValues,
): SendComponent[] {
  const components: SendComponent[] = [];
  const { header } = template;
  if (header?.format === 'IMAGE') {
    const link = values[HEADER_IMAGE_KEY]?.trim() ?? '';
    components.push({ type: 'header', parameters: [{ type: 'image', image: { link } }] });
  } else if (header?.format === 'TEXT') {
    const parameters = texts(placeholdersIn(header.text), values, slotKey.header);
    const [first, ...rest] = parameters;
    if (first) components.push({ type: 'header', parameters: [first, ...rest] });
  }
  const body = texts(placeholdersIn(template.body ?? ''), values, slotKey.body);
  if (body.length > 0) components.push({ type: 'body', parameters: body });
  for (const button of template.buttons) {
    if (button.type !== 'URL') continue;
    const numbers = placeholdersIn(button.url);
    if (numbers.length === 0) continue;
    components.push({
      type: 'button',
      sub_type: 'url',
      index: String(button.index),
      parameters: texts(numbers, values, (n) => slotKey.button(button.index, n)),
    });
  }
  return components;
}

/** The body of `POST {functions}/whatsapp/message` (spec 01 §7). */
export interface WhatsappTemplateMessage {
  to: string;
  type: 'template';
  template: { name: string; language: { code: 'pt_BR' }; components: SendComponent[] };
}

export type TestMessageResult =
  | { ok: true; message: WhatsappTemplateMessage }
  | { ok: false; issues: ParameterIssue[] };

/** The test send to `to` (already normalised digits), or what blocks it. */
export function buildTestMessage(
  template: WhatsappTemplate,
  values: ParameterValues,
  to: string,
): TestMessageResult {
  const issues = validateParameters(template, values);
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    message: {
      to,
      type: 'template',
      template: {
        name: template.name,
        language: { code: 'pt_BR' },
        components: buildSendComponents(template, values),
      },
    },
  };
}
