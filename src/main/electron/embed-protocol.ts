import { EMBED_PAGE_PATH } from '../../shared/bridge/embed-frame';
import { EMBED_HOST, EMBED_SCHEME } from '../host/embed-page';

/** True only for the embed page itself (any fragment): every other URL of the scheme is a 404. */
export function isEmbedPageUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return (
    url.protocol === `${EMBED_SCHEME}:` &&
    url.host === EMBED_HOST &&
    !url.username &&
    !url.password &&
    url.pathname === EMBED_PAGE_PATH
  );
}
