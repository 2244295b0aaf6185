import { screen } from '@testing-library/react';
import { render } from '../../../test-support/render';
import { describe, expect, it } from 'vitest';
import { texts } from '../../../../shared/texts/pt-BR';
import type { WhatsappTemplate } from '../../../../shared/whatsapp/template';
import { WhatsappMessagePreview } from './whatsapp-message-preview';

const t = texts.whatsapp.preview;

const template: WhatsappTemplate = {
  name: 'pedido',
  header: { format: 'TEXT', text: 'Pedido {{1}}' },
  body: 'Olá, *{{1}}*! Use o cupom ```{{2}}``` _hoje_.',
  footer: 'Loja Demo',
  buttons: [
    { type: 'URL', index: 0, text: 'Acompanhar', url: 'https://loja.test/p/{{1}}' },
    { type: 'QUICK_REPLY', index: 1, text: 'Parar' },
  ],
  unsupported: ['BUTTON PHONE_NUMBER'],
};

describe('WhatsappMessagePreview', () => {
  it("says 'Nenhum template fornecido.' without a template", () => {
    render(<WhatsappMessagePreview template={null} values={{}} />);
    expect(screen.getByText('Nenhum template fornecido.')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('shows the filled values inside the body’s formatting, as text', () => {
    render(
      <WhatsappMessagePreview
        template={template}
        values={{ 'header.1': '1001', 'body.1': '<i>Ana</i>', 'button.0.1': '1001' }}
      />,
    );
    const figure = screen.getByRole('figure', { name: t.label('pedido') });
    expect(figure.querySelector('strong')?.textContent).toBe('<i>Ana</i>');
    expect(figure.querySelector('i')).toBeNull();
    // An empty placeholder stays visible as {{n}}, formatted where the template puts it.
    expect(figure.querySelector('code')?.textContent).toBe('{{2}}');
    expect(figure.querySelector('em')?.textContent).toBe('hoje');
    expect(screen.getByText('1001', { selector: 'mark' })).toBeTruthy();
    expect(screen.getByTitle(t.urlButton('https://loja.test/p/1001')).textContent).toContain(
      'Acompanhar',
    );
    expect(screen.getByText('Parar')).toBeTruthy();
    expect(screen.getByText('Loja Demo')).toBeTruthy();
    expect(screen.getByText(t.unsupported('BUTTON PHONE_NUMBER'))).toBeTruthy();
  });

  it('shows an image header only from a web address', () => {
    const image: WhatsappTemplate = {
      ...template,
      header: { format: 'IMAGE', exampleUrl: null },
    };
    const { rerender } = render(
      <WhatsappMessagePreview template={image} values={{ 'header.image': 'data:image/png,x' }} />,
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(t.noHeaderImage)).toBeTruthy();
    rerender(
      <WhatsappMessagePreview
        template={image}
        values={{ 'header.image': 'https://a.test/x.jpg' }}
      />,
    );
    expect(screen.getByAltText(t.headerImage).getAttribute('src')).toBe('https://a.test/x.jpg');
  });
});
