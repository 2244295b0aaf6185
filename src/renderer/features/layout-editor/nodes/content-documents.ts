import { documentPathOf } from '../../../data/paths';
import { isDocumentIdUsable } from '../../../data/document-ids';

/** Content documents (spec 01 §3: `content` holds the serialized layout). */
export const CONTENT_COLLECTION = 'content';

/** The path of content `contentId` in the project, or null for an id no document can have. */
export function contentPathOf(projectId: string, contentId: string): string | null {
  return isDocumentIdUsable(contentId)
    ? documentPathOf(projectId, CONTENT_COLLECTION, contentId)
    : null;
}

/** The content id a Contents node names (trimmed, as the loop guard reads it). */
export function contentIdOf(props: Readonly<Record<string, unknown>>): string {
  return typeof props.contentId === 'string' ? props.contentId.trim() : '';
}
