import { useEffect, useRef, useState } from 'react';
import { Typography } from 'antd';
import { embedHeightOf, embedPageUrl } from '../../../shared/bridge/embed-frame';
import { texts } from '../../../shared/texts/pt-BR';
import { LoadingState } from '../loading-state/loading-state';
import { EMBED_SANDBOX } from './embed-sandbox';
import { useEmbedOrigin } from './use-embed-origin';

const t = texts.editors.embed;
/** Until the page reports its own height (a browser's default iframe height). */
const INITIAL_HEIGHT = 150;

/**
 * Third-party embed HTML (the layout's `embed` node), rendered on the shell's embed origin
 * (issue 16), never in the console's page: a srcdoc frame would inherit the console's CSP,
 * where the widgets' scripts cannot run. The frame is sandboxed with allow-scripts only, so
 * its origin is opaque: no console DOM, storage, cookies or bridge. It grows to the height its
 * page reports. Empty HTML renders nothing: the caller shows its own placeholder.
 */
export function EmbedFrame({ html, title }: { html: string; title: string }) {
  const embed = useEmbedOrigin();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this component's frame; a sandboxed frame's messages always come from 'null'.
      const own = frame.current?.contentWindow;
      if (!own || event.source !== own || event.origin !== 'null') return;
      const reported = embedHeightOf(event.data);
      if (reported !== null) setHeight(reported);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (!html.trim()) return null;
  if (embed.status === 'loading') return <LoadingState label={t.loading} />;
  if (embed.status === 'failed') {
    return <Typography.Text type="secondary">{t.unavailable}</Typography.Text>;
  }
  return (
    <iframe
      // A new fragment alone would not reload the page: new HTML gets a new frame.
      key={html}
      ref={frame}
      title={title}
      sandbox={EMBED_SANDBOX}
      src={embedPageUrl(embed.origin, html)}
      referrerPolicy="no-referrer"
      style={{ display: 'block', width: '100%', height: height ?? INITIAL_HEIGHT, border: 0 }}
    />
  );
}
