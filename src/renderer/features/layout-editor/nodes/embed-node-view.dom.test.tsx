import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newLayoutNode } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { createFakeBridge } from '../../../../../tests/support/fake-bridge';
import { EmbedNodeView } from './embed-node-view';
import { disposeBlockPorts, renderBlock } from '../../../test-support/render-block';

const t = texts.layoutBlocks.embed;
const EMBED_ORIGIN = 'http://127.0.0.1:40999';
const HTML = '<div id="widget">oi</div><script>document.title = "pwned"</script>';
const embed = (html: string) => <EmbedNodeView id="e1" node={newLayoutNode('embed', { html })} />;

function bridgeWithEmbedOrigin() {
  const fake = createFakeBridge();
  fake.script('app.getInfo', () => ({
    version: '1',
    shell: 'web',
    platform: 'linux',
    embedOrigin: EMBED_ORIGIN,
  }));
  return fake;
}

afterEach(disposeBlockPorts);

describe('EmbedNodeView', () => {
  it('shows where to paste the HTML while the block has none', async () => {
    await renderBlock(embed('  \n'));
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('runs the HTML only in the sandboxed frame of the embed origin, never in this page', async () => {
    const { container } = await renderBlock(embed(HTML), { bridge: bridgeWithEmbedOrigin() });
    const frame = (await screen.findByTitle(t.frameTitle)) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')?.startsWith(`${EMBED_ORIGIN}/`)).toBe(true);
    expect(frame.hasAttribute('srcdoc')).toBe(false);
    expect(container.querySelector('#widget')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });
});
