import { z } from 'zod';
import { hexId } from './deterministic';
import type { RouteDef } from './route-def';

/** Functions service route of spec 01 §7: the WhatsApp template message. */

const componentSchema = z
  .object({ type: z.string().min(1), parameters: z.array(z.unknown()).optional() })
  .loose();

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
