import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newLayoutNode } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { disposeBlockPorts, renderPropsForm } from '../../../test-support/render-block';
import { EmbedPropsForm } from './embed-props-form';

const t = texts.layoutBlocks.forms;

afterEach(disposeBlockPorts);

describe('EmbedPropsForm', () => {
  it('edits the HTML as monospace text, said to run isolated, without running it', async () => {
    const { changes, container } = await renderPropsForm(
      EmbedPropsForm,
      newLayoutNode('embed', { html: '<b>oi</b>' }),
    );
    const area = screen.getByLabelText(t.embed) as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.value).toBe('<b>oi</b>');
    expect(area.style.fontFamily).toBe('monospace');
    expect(area.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(area.getAttribute('aria-describedby')!)!.textContent).toBe(
      t.embedNote,
    );
    const html = '<script>alert(1)</script><div id="w"></div>';
    fireEvent.change(area, { target: { value: html } });
    expect(changes).toEqual([{ patch: { html }, coalesceKey: 'props:n1:html' }]);
    expect(container.querySelector('#w, script, iframe')).toBeNull();
  });
});
