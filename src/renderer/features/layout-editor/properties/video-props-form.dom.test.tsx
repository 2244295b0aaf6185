import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newLayoutNode } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { disposeBlockPorts, renderPropsForm } from '../../../test-support/render-block';
import { VideoPropsForm } from './video-props-form';

const t = texts.layoutBlocks.forms;

afterEach(disposeBlockPorts);

describe('VideoPropsForm', () => {
  it('offers a video drop zone and takes a pasted URL', async () => {
    const { changes } = await renderPropsForm(VideoPropsForm, newLayoutNode('video'));
    expect(
      screen.getByRole('group', { name: texts.uploads.dropZone(t.video) }).textContent,
    ).toContain(texts.uploads.dropHint.video);
    fireEvent.change(screen.getByLabelText(t.url), { target: { value: 'https://cdn.test/v.mp4' } });
    expect(changes).toEqual([
      { patch: { file: 'https://cdn.test/v.mp4' }, coalesceKey: 'props:n1:file' },
    ]);
  });

  it('refuses a dropped file that is not a video', async () => {
    const { changes } = await renderPropsForm(VideoPropsForm, newLayoutNode('video'));
    fireEvent.drop(screen.getByRole('group', { name: texts.uploads.dropZone(t.video) }), {
      dataTransfer: {
        files: [new File(['x'], 'foto.png', { type: 'image/png' })],
        types: ['Files'],
      },
    });
    expect(await screen.findByText(texts.uploads.refused('foto.png', 'video'))).toBeTruthy();
    expect(changes).toEqual([]);
  });
});
