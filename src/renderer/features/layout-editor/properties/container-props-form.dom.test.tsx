import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newLayoutNode } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { disposeBlockPorts, renderPropsForm } from '../../../test-support/render-block';
import { ContainerPropsForm } from './container-props-form';

const t = texts.layoutBlocks.forms;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });

afterEach(disposeBlockPorts);

describe('ContainerPropsForm', () => {
  it('saves the class names as typed, one undo step per input', async () => {
    const { changes } = await renderPropsForm(
      ContainerPropsForm,
      newLayoutNode('container', { className: 'a' }),
    );
    expect(input(t.className).value).toBe('a');
    type(t.className, 'ab');
    type(t.className, 'ab c');
    expect(changes).toEqual([
      { patch: { className: 'ab' }, coalesceKey: 'props:n1:className' },
      { patch: { className: 'ab c' }, coalesceKey: 'props:n1:className' },
    ]);
    expect(input(t.className).value).toBe('ab c');
  });

  it('saves a safe link, and an empty one to remove it', async () => {
    const { changes } = await renderPropsForm(ContainerPropsForm, newLayoutNode('container'));
    type(t.href, 'https://loja.test/ofertas');
    type(t.href, '/categoria/churrasco');
    type(t.href, '');
    expect(changes.map((change) => change.patch)).toEqual([
      { href: 'https://loja.test/ofertas' },
      { href: '/categoria/churrasco' },
      { href: '' },
    ]);
    expect(changes.every((change) => change.coalesceKey === 'props:n1:href')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<b>x</b>',
    'java\tscript:x',
  ])('refuses the unsafe link %j inline and does not save it', async (unsafe) => {
    const { changes } = await renderPropsForm(
      ContainerPropsForm,
      newLayoutNode('container', { href: '/ok' }),
    );
    type(t.href, unsafe);
    expect(screen.getByRole('alert').textContent).toBe(t.hrefUnsafe);
    expect(input(t.href).value).toBe(unsafe);
    expect(input(t.href).getAttribute('aria-invalid')).toBe('true');
    expect(changes).toEqual([]);
  });

  it('shows the stored link again when it changes from outside (undo)', async () => {
    const { handle } = await renderPropsForm(
      ContainerPropsForm,
      newLayoutNode('container', { href: '/antes', className: 'x' }),
    );
    type(t.href, 'javascript:void(0)');
    act(() => handle.setProps!({ href: '/desfeito', className: 'y' }));
    expect(input(t.href).value).toBe('/desfeito');
    expect(input(t.className).value).toBe('y');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
