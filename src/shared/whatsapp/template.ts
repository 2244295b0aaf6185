import { z } from 'zod';

/**
 * A WhatsApp template as the console shows and sends it (spec 01 §3): the document holds the
 * Cloud API's shape (`components` with HEADER, BODY, FOOTER, BUTTONS); this is the part of it
 * the preview renders. Anything else is named in `unsupported` rather than dropped silently.
 */
export interface WhatsappTemplate {
  name: string;
  header: { format: 'TEXT'; text: string } | { format: 'IMAGE'; exampleUrl: string | null } | null;
  body: string | null;
  footer: string | null;
  buttons: WhatsappButton[];
  /** Components, formats or button types the console does not render (e.g. 'HEADER VIDEO'). */
  unsupported: string[];
}

/** `index` is the button's position among all the template's buttons, as the send names it. */
export type WhatsappButton =
  | { type: 'URL'; index: number; text: string; url: string }
  | { type: 'QUICK_REPLY'; index: number; text: string };

const upper = z.string().transform((value) => value.trim().toUpperCase());

const buttonSchema = z
  .object({ type: upper, text: z.string().default(''), url: z.string().optional() })
  .loose();

const componentSchema = z
  .object({
    type: upper,
    format: upper.optional(),
    text: z.string().optional(),
    example: z
      .object({ header_handle: z.array(z.string()).optional() })
      .loose()
      .optional(),
    buttons: z.array(buttonSchema).optional(),
  })
  .loose();

const templateSchema = z
  .object({ name: z.string().trim().min(1), components: z.array(componentSchema) })
  .loose();

export type TemplateParse =
  | { ok: true; template: WhatsappTemplate }
  | { ok: false; detail: string };

/** Reads a whatsapp-template document; `detail` says what is wrong with one that is not. */
export function parseWhatsappTemplate(data: unknown): TemplateParse {
  const parsed = templateSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, detail: `${issue?.path.join('.') || '(documento)'}: ${issue?.message}` };
  }
  const template: WhatsappTemplate = {
    name: parsed.data.name,
    header: null,
    body: null,
    footer: null,
    buttons: [],
    unsupported: [],
  };
  for (const component of parsed.data.components) {
    if (component.type === 'HEADER') {
      const format = component.format ?? 'TEXT';
      if (format === 'TEXT') template.header = { format, text: component.text ?? '' };
      else if (format === 'IMAGE') {
        const url = component.example?.header_handle?.[0]?.trim();
        template.header = { format, exampleUrl: url ? url : null };
      } else template.unsupported.push(`HEADER ${format}`);
    } else if (component.type === 'BODY') template.body = component.text ?? '';
    else if (component.type === 'FOOTER') template.footer = component.text ?? '';
    else if (component.type === 'BUTTONS') {
      (component.buttons ?? []).forEach((button, index) => {
        const { text } = button;
        if (button.type === 'URL') {
          template.buttons.push({ type: 'URL', index, text, url: button.url ?? '' });
        } else if (button.type === 'QUICK_REPLY') {
          template.buttons.push({ type: 'QUICK_REPLY', index, text });
        } else template.unsupported.push(`BUTTON ${button.type}`);
      });
    } else template.unsupported.push(component.type);
  }
  return { ok: true, template };
}
