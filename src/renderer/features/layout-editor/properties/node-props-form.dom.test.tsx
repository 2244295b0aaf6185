import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type LayoutNodeType, newLayoutNode } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { disposeBlockPorts, renderPropsForm } from '../../../test-support/render-block';
import { NodePropsForm } from './node-props-form';

const t = texts.layoutBlocks.forms;

afterEach(disposeBlockPorts);

describe('NodePropsForm', () => {
  it('has no form for text, edited inline on the canvas', async () => {
    const { container } = await renderPropsForm(NodePropsForm, newLayoutNode('text'));
    expect(container.querySelector('input, textarea, [role="combobox"]')).toBeNull();
  });

  it('has no form for a block type it does not know', async () => {
    const node = { ...newLayoutNode('image'), type: { resolvedName: 'Carousel' } };
    const { container } = await renderPropsForm(NodePropsForm, node);
    expect(container.querySelector('input, textarea')).toBeNull();
  });

  it.each<[LayoutNodeType, string]>([
    ['container', t.href],
    ['image', t.alt],
    ['video', t.url],
    ['file', t.label],
    ['products', t.products],
    ['content', t.content],
    ['embed', t.embed],
  ])('gives %s its form', async (type, label) => {
    await renderPropsForm(NodePropsForm, newLayoutNode(type));
    expect(screen.getByLabelText(label)).toBeTruthy();
  });
});
