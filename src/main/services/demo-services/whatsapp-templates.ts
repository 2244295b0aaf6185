import { wrapDates } from '../../../shared/data/date-wrapper';
import type { DemoDocumentWrite } from '../../../shared/bridge/demo';
import type { AnsweredRoute } from './server';

export const WHATSAPP_TEMPLATES_ROUTE = 'api.whatsappTemplate.loadFromApi';

/**
 * The approved templates of a demo WhatsApp Business account, in the API's shape (the one
 * the template form renders). `assets`: the base URL of the header image.
 */
export function demoWhatsappTemplates(assets: string) {
  return [
    {
      name: 'pedido_enviado',
      language: 'pt_BR',
      status: 'APPROVED',
      category: 'UTILITY',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Pedido {{1}} enviado' },
        {
          type: 'BODY',
          text: 'Olá, {{1}}! Seu pedido {{2}} saiu para entrega e chega em até {{3}} dias úteis.',
        },
        { type: 'FOOTER', text: 'Obrigado pela preferência' },
        {
          type: 'BUTTONS',
          buttons: [
            {
              type: 'URL',
              text: 'Rastrear pedido',
              url: 'https://www.lojademo.com.br/rastreio/{{1}}',
            },
          ],
        },
      ],
    },
    {
      name: 'oferta_semana',
      language: 'pt_BR',
      status: 'APPROVED',
      category: 'MARKETING',
      components: [
        {
          type: 'HEADER',
          format: 'IMAGE',
          example: { header_handle: [`${assets}/images/whatsapp/oferta-semana.png`] },
        },
        { type: 'BODY', text: '{{1}}, a oferta da semana: *{{2}}* por {{3}}. Só até domingo!' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'QUICK_REPLY', text: 'Quero' },
            { type: 'QUICK_REPLY', text: 'Não, obrigado' },
          ],
        },
      ],
    },
    {
      name: 'codigo_retirada',
      language: 'pt_BR',
      status: 'APPROVED',
      category: 'UTILITY',
      components: [
        {
          type: 'BODY',
          text: 'Seu pedido {{1}} está pronto para retirada na loja {{2}}. Código: {{3}}.',
        },
        { type: 'FOOTER', text: 'Leve um documento com foto' },
      ],
    },
  ];
}

/**
 * What the real API writes when it loads the templates: one whatsapp-template document per
 * template of the answer, named by the template (loading again overwrites, never doubles).
 */
export function whatsappTemplateWrites(answered: AnsweredRoute): DemoDocumentWrite[] {
  if (answered.routeId !== WHATSAPP_TEMPLATES_ROUTE) return [];
  const project = answered.query.get('project');
  const templates = (answered.answer as { data?: { templates?: unknown } } | undefined)?.data
    ?.templates;
  if (!project || !Array.isArray(templates)) return [];
  const updatedAt = wrapDates(new Date());
  return templates.flatMap((template: { name?: unknown }) =>
    typeof template.name === 'string' && /^[A-Za-z0-9._-]+$/.test(template.name)
      ? [
          {
            path: `project/${project}/whatsapp-template/${template.name}`,
            data: { ...template, updatedAt } as Record<string, unknown>,
          },
        ]
      : [],
  );
}
