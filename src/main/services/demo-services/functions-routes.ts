import { z } from 'zod';
import { hexId } from './deterministic';
import type { RouteDef } from './route-def';

/** Functions service route of spec 01 §7: the WhatsApp template message. */

// The Cloud API's template parameters: a text one must carry text (an empty value is the
// mistake a parameter form can make), an image one a link; the other kinds are only named.
const parameterSchema = z.union([
  z.object({ type: z.literal('text'), text: z.string().trim().min(1) }).loose(),
  z.object({ type: z.literal('image'), image: z.object({ link: z.url() }).loose() }).loose(),
  z
    .object({
      type: z.enum([
        'currency',
        'date_time',
        'document',
        'video',
        'location',
        'payload',
        'coupon_code',
        'action',
      ]),
    })
    .loose(),
]);

const componentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['header', 'body']), parameters: z.array(parameterSchema) }).loose(),
  z
    .object({
      type: z.literal('button'),
      sub_type: z.enum(['url', 'quick_reply', 'copy_code', 'flow']),
      index: z.union([z.string().regex(/^\d+$/), z.number().int().min(0)]),
      parameters: z.array(parameterSchema),
    })
    .loose(),
]);

export const whatsappMessageBody = z.object({
  to: z
    .string()
    .trim()
    .regex(/^\+?\d{10,15}$/, 'to must be a phone number in international digits'),
  type: z.literal('template'),
  template: z.object({
    name: z.string().trim().min(1),
    language: z.object({ code: z.literal('pt_BR') }),
    components: z.array(componentSchema),
  }),
});

export const functionsRoutes: RouteDef[] = [
  {
    id: 'functions.whatsapp.message',
    service: 'functions',
    method: 'POST',
    path: '/whatsapp/message',
    requiredQuery: ['project'],
    body: whatsappMessageBody,
    handle(ctx) {
      const body = whatsappMessageBody.parse(ctx.body);
      const waId = body.to.replace(/^\+/, '');
      // Same shape as the WhatsApp Cloud API answer the function relays.
      return {
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: waId }],
          messages: [{ id: `wamid.${hexId(`${waId}:${body.template.name}`, 40)}` }],
        },
      };
    },
  },
];
