import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fileItemOf } from '../../../../shared/files/file-field-value';
import { newLayoutNode } from '../../../../shared/layout';
import { defaultLocalProfile } from '../../../../shared/settings/profile';
import { texts } from '../../../../shared/texts/pt-BR';
import { disposeBlockPorts, renderBlock } from '../../../test-support/render-block';
import { VideoNodeView } from './video-node-view';

const t = texts.layoutBlocks.video;
const video = (file: unknown) => <VideoNodeView id="v1" node={newLayoutNode('video', { file })} />;

afterEach(disposeBlockPorts);

describe('VideoNodeView', () => {
  it('shows where to choose a file while the block has none', async () => {
    await renderBlock(video(''));
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  it('is a player that loads nothing until asked, with the CDN thumbnail as poster', async () => {
    await renderBlock(
      video([
        {
          id: 'f1',
          url: 'https://cdn.test/filme.mp4',
          filename: 'filme.mp4',
          cdn: { bunny: { id: 'b-1', status: 4 } },
        },
      ]),
      { profile: { ...defaultLocalProfile(), videoHost: 'https://video.loja.test' } },
    );
    const player = screen.getByLabelText(t.label('filme.mp4')) as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe('https://cdn.test/filme.mp4');
    expect(player.getAttribute('preload')).toBe('none');
    expect(player.controls).toBe(true);
    expect(player.autoplay).toBe(false);
    expect(player.getAttribute('poster')).toBe('https://video.loja.test/b-1/thumbnail.jpg');
  });

  it('refuses a URL that is not http(s)', async () => {
    await renderBlock(video('data:video/mp4;base64,AAAA'));
    expect(document.querySelector('video')).toBeNull();
    const name = fileItemOf('data:video/mp4;base64,AAAA')!.filename;
    expect(screen.getByText(t.noPreview(name))).toBeTruthy();
  });
});
