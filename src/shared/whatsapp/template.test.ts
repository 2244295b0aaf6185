import { describe, expect, it } from 'vitest';
import { parseWhatsappTemplate } from './template';

describe('parseWhatsappTemplate', () => {
  it('reads the seeded shape: image header with its example, body, footer, URL and quick reply', () => {
    const parsed = parseWhatsappTemplate({
      name: 'carrinho_abandonado',
      components: [
        { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://x.test/a.jpg'] } },
        { type: 'BODY', text: 'Olá, {{1}}!' },
        { type: 'FOOTER', text: 'Loja' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'URL', text: 'Ver', url: 'https://loja.test/{{1}}' },
            { type: 'QUICK_REPLY', text: 'Não' },
          ],
        },
      ],
    });
    expect(parsed).toEqual({
      ok: true,
      template: {
        name: 'carrinho_abandonado',
        header: { format: 'IMAGE', exampleUrl: 'https://x.test/a.jpg' },
        body: 'Olá, {{1}}!',
        footer: 'Loja',
        buttons: [
          { type: 'URL', index: 0, text: 'Ver', url: 'https://loja.test/{{1}}' },
          { type: 'QUICK_REPLY', index: 1, text: 'Não' },
        ],
        unsupported: [],
      },
    });
  });

  it('accepts lower-case types, a text header without format, and names what it cannot show', () => {
    const parsed = parseWhatsappTemplate({
      name: 't',
      components: [
        { type: 'header', text: 'Oi {{1}}' },
        {
          type: 'buttons',
          buttons: [
            { type: 'PHONE_NUMBER', text: 'Ligar' },
            { type: 'url', text: 'Ir', url: 'https://a.test' },
          ],
        },
        { type: 'CAROUSEL' },
      ],
    });
    expect(parsed.ok && parsed.template.header).toEqual({ format: 'TEXT', text: 'Oi {{1}}' });
    // The URL button keeps its position among all buttons (the send's index).
    expect(parsed.ok && parsed.template.buttons).toEqual([
      { type: 'URL', index: 1, text: 'Ir', url: 'https://a.test' },
    ]);
    expect(parsed.ok && parsed.template.unsupported).toEqual(['BUTTON PHONE_NUMBER', 'CAROUSEL']);
  });

  it('an image header without example has no URL; a video header is unsupported', () => {
    const image = parseWhatsappTemplate({
      name: 't',
      components: [{ type: 'HEADER', format: 'IMAGE' }],
    });
    expect(image.ok && image.template.header).toEqual({ format: 'IMAGE', exampleUrl: null });
    const video = parseWhatsappTemplate({
      name: 't',
      components: [{ type: 'HEADER', format: 'VIDEO' }],
    });
    expect(video.ok && video.template).toMatchObject({
      header: null,
      unsupported: ['HEADER VIDEO'],
    });
  });

  it('refuses documents without a name or components, saying where', () => {
    expect(parseWhatsappTemplate(null).ok).toBe(false);
    const noName = parseWhatsappTemplate({ name: ' ', components: [] });
    expect(noName.ok).toBe(false);
    expect(!noName.ok && noName.detail).toMatch(/^name:/);
    const noComponents = parseWhatsappTemplate({ name: 'x' });
    expect(!noComponents.ok && noComponents.detail).toMatch(/^components:/);
  });
});
