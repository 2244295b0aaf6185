import { describe, expect, it } from 'vitest';
import { texts } from '../texts/pt-BR';
import { buildSendComponents, buildTestMessage, validateParameters } from './send-message';
import { parseWhatsappTemplate, type WhatsappTemplate } from './template';

const seeded = (() => {
  const parsed = parseWhatsappTemplate({
    name: 'carrinho_abandonado',
    components: [
      { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://cdn.test/c.jpg'] } },
      { type: 'BODY', text: 'Olá, {{1}}! Você deixou {{2}} no carrinho.' },
      { type: 'FOOTER', text: 'Loja Demo' },
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'URL', text: 'Finalizar compra', url: 'https://loja.test/carrinho/{{1}}' },
          { type: 'QUICK_REPLY', text: 'Não tenho interesse' },
        ],
      },
    ],
  });
  if (!parsed.ok) throw new Error(parsed.detail);
  return parsed.template;
})();

const filled = {
  'header.image': 'https://cdn.test/c.jpg',
  'body.1': 'Ana',
  'body.2': 'uma panela',
  'button.0.1': 'abc123',
};

describe('buildSendComponents', () => {
  it('builds header image, body in placeholder order and the URL button by its index', () => {
    expect(buildSendComponents(seeded, { ...filled, 'body.1': '  Ana  ' })).toEqual([
      {
        type: 'header',
        parameters: [{ type: 'image', image: { link: 'https://cdn.test/c.jpg' } }],
      },
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'Ana' },
          { type: 'text', text: 'uma panela' },
        ],
      },
      {
        type: 'button',
        sub_type: 'url',
        index: '0',
        parameters: [{ type: 'text', text: 'abc123' }],
      },
    ]);
  });

  it('sends a text header with placeholders, and nothing for components without any', () => {
    const template: WhatsappTemplate = {
      name: 't',
      header: { format: 'TEXT', text: 'Pedido {{1}}' },
      body: 'Obrigado!',
      footer: null,
      buttons: [{ type: 'URL', index: 0, text: 'Ver', url: 'https://a.test/fixo' }],
      unsupported: [],
    };
    expect(buildSendComponents(template, { 'header.1': '1001' })).toEqual([
      { type: 'header', parameters: [{ type: 'text', text: '1001' }] },
    ]);
    expect(
      buildSendComponents({ ...template, header: { format: 'TEXT', text: 'Oi' } }, {}),
    ).toEqual([]);
  });
});

describe('validateParameters', () => {
  it('passes when every slot is filled', () => {
    expect(validateParameters(seeded, filled)).toEqual([]);
  });

  it('names each empty or blank placeholder, in form order', () => {
    const issues = validateParameters(seeded, { ...filled, 'body.2': '   ', 'button.0.1': '' });
    expect(issues.map((issue) => [issue.slot.key, issue.problem])).toEqual([
      ['body.2', 'empty'],
      ['button.0.1', 'empty'],
    ]);
    expect(issues.map(texts.whatsapp.form.issue)).toEqual([
      'Preencha o parâmetro Corpo {{2}}.',
      'Preencha o parâmetro Botão "Finalizar compra" {{1}}.',
    ]);
  });

  it('refuses a header image that is not an http(s) address', () => {
    const issues = validateParameters(seeded, { ...filled, 'header.image': 'javascript:alert(1)' });
    expect(issues.map((issue) => [issue.slot.key, issue.problem])).toEqual([
      ['header.image', 'invalidUrl'],
    ]);
  });
});

describe('buildTestMessage', () => {
  it('is the body of POST {functions}/whatsapp/message', () => {
    const result = buildTestMessage(seeded, filled, '5511987654321');
    expect(result).toEqual({
      ok: true,
      message: {
        to: '5511987654321',
        type: 'template',
        template: {
          name: 'carrinho_abandonado',
          language: { code: 'pt_BR' },
          components: buildSendComponents(seeded, filled),
        },
      },
    });
  });

  it('is blocked by an empty parameter, naming it', () => {
    const result = buildTestMessage(seeded, { ...filled, 'body.1': '' }, '5511987654321');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((issue) => issue.slot.key)).toEqual(['body.1']);
  });
});
