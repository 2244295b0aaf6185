import { act, screen, waitFor } from '@testing-library/react';
import { render } from '../../test-support/render';
import { describe, expect, it } from 'vitest';
import { BridgeError, type BridgeConnectionState } from '../../../shared/bridge/client';
import { EMBED_HEIGHT_MESSAGE } from '../../../shared/bridge/embed-frame';
import { texts } from '../../../shared/texts/pt-BR';
import { BridgeContext } from '../../bridge/bridge-context';
import { createFakeBridge } from '../../../../tests/support/fake-bridge';
import { EmbedFrame } from './embed-frame';

const t = texts.editors.embed;
const EMBED_ORIGIN = 'http://127.0.0.1:40999';
const HTML =
  '<blockquote class="twitter-tweet"><a href="https://x.com/a/status/1">#1 & 2</a></blockquote><script async src="https://platform.twitter.com/widgets.js"></script>';

function setup(html = HTML, answer: () => unknown = () => ({ embedOrigin: EMBED_ORIGIN })) {
  const fake = createFakeBridge();
  fake.script('app.getInfo', () => ({
    version: '1',
    shell: 'web',
    platform: 'linux',
    ...(answer() as object),
  }));
  const view = render(
    <BridgeContext.Provider value={fake.bridge}>
      <EmbedFrame html={html} title="Post do Instagram" />
    </BridgeContext.Provider>,
  );
  return { fake, view };
}

/** A message as the browser would deliver it to the console's window. */
function post(source: MessageEventSource | null, data: unknown, origin = 'null') {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
  });
}

describe('EmbedFrame', () => {
  it('frames the embed page of the shell embed origin, sandboxed with scripts only', async () => {
    setup();
    expect(screen.getByRole('status').textContent).toContain(t.loading);
    const frame = (await screen.findByTitle('Post do Instagram')) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toBe(
      `${EMBED_ORIGIN}/embed.html#${encodeURIComponent(HTML)}`,
    );
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame.hasAttribute('srcdoc')).toBe(false);
    expect(frame.style.width).toBe('100%');
    expect(frame.style.height).toBe('150px');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes heights only from its own frame, as a sandboxed frame sends them, clamped', async () => {
    setup();
    const frame = (await screen.findByTitle('Post do Instagram')) as HTMLIFrameElement;
    const own = frame.contentWindow!;
    post(own, { type: EMBED_HEIGHT_MESSAGE, height: 612.4 });
    expect(frame.style.height).toBe('613px');

    // Another window, another frame, an origin that is not opaque, other shapes: ignored.
    const other = document.createElement('iframe');
    document.body.append(other);
    post(window, { type: EMBED_HEIGHT_MESSAGE, height: 900 });
    post(other.contentWindow, { type: EMBED_HEIGHT_MESSAGE, height: 900 });
    post(null, { type: EMBED_HEIGHT_MESSAGE, height: 900 });
    post(own, { type: EMBED_HEIGHT_MESSAGE, height: 900 }, EMBED_ORIGIN);
    post(own, { type: 'other', height: 900 });
    post(own, { type: EMBED_HEIGHT_MESSAGE, height: '900' });
    expect(frame.style.height).toBe('613px');
    other.remove();

    post(own, { type: EMBED_HEIGHT_MESSAGE, height: 10 ** 7 });
    expect(frame.style.height).toBe('4000px');
    post(own, { type: EMBED_HEIGHT_MESSAGE, height: 0 });
    expect(frame.style.height).toBe('40px');
  });

  it('gets a new frame for new html (a new fragment alone would not reload it)', async () => {
    const { fake, view } = setup();
    const first = await screen.findByTitle('Post do Instagram');
    view.rerender(
      <BridgeContext.Provider value={fake.bridge}>
        <EmbedFrame html="<p>outro</p>" title="Post do Instagram" />
      </BridgeContext.Provider>,
    );
    const second = await screen.findByTitle('Post do Instagram');
    expect(second).not.toBe(first);
    expect(second.getAttribute('src')).toBe(`${EMBED_ORIGIN}/embed.html#%3Cp%3Eoutro%3C%2Fp%3E`);
    // The origin is asked once per bridge.
    expect(fake.callsOf('app.getInfo')).toHaveLength(1);
  });

  it('renders nothing for empty html', () => {
    const { view } = setup('  \n ');
    expect(view.container.innerHTML).toBe('');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says so when the embed origin cannot be learned, and frames nothing', async () => {
    setup(HTML, () => {
      throw new BridgeError('handler_failed', 'falhou');
    });
    expect(await screen.findByText(t.unavailable)).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('asks the origin again when the bridge comes back (a restarted web host has a new port)', async () => {
    const fake = createFakeBridge();
    let origin = EMBED_ORIGIN;
    fake.script('app.getInfo', () => ({
      version: '1',
      shell: 'web',
      platform: 'linux',
      embedOrigin: origin,
    }));
    let onConnection: (state: BridgeConnectionState) => void = () => {};
    const bridge = {
      ...fake.bridge,
      onConnection(listener: (state: BridgeConnectionState) => void) {
        onConnection = listener;
        return () => {};
      },
    };
    render(
      <BridgeContext.Provider value={bridge}>
        <EmbedFrame html="<p>oi</p>" title="Embed" />
      </BridgeContext.Provider>,
    );
    expect((await screen.findByTitle('Embed')).getAttribute('src')).toContain(EMBED_ORIGIN);
    origin = 'http://127.0.0.1:41000';
    act(() => onConnection('lost'));
    act(() => onConnection('open'));
    await waitFor(() =>
      expect(screen.getByTitle('Embed').getAttribute('src')).toContain('http://127.0.0.1:41000'),
    );
    expect(fake.callsOf('app.getInfo')).toHaveLength(2);
  });
});
