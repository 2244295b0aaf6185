import { documentPathOf } from '../../../data/paths';

/** Content documents (spec 01 §3: `content` holds the serialized layout). */
export const CONTENT_COLLECTION = 'content';

/** Ids the store refuses as a path segment; such a content cannot exist. */
const badId = (id: string) =>
  id === '' || id === '.' || id === '..' || id.includes('/') || /^__.*__$/.test(id);

/** The path of content `contentId` in the project, or null for an id no document can have. */
export function contentPathOf(projectId: string, contentId: string): string | null {
  return badId(contentId) ? null : documentPathOf(projectId, CONTENT_COLLECTION, contentId);
}

/** The content id a Contents node names (trimmed, as the loop guard reads it). */
export function contentIdOf(props: Readonly<Record<string, unknown>>): string {
  return typeof props.contentId === 'string' ? props.contentId.trim() : '';
}
