/** What a drop zone or dialog accepts (spec 01 §5): images, videos, or any file. */
export type UploadKind = 'image' | 'video' | 'any';

/** Image previews are shown for these extensions only (spec 01 §5). */
export const PREVIEW_EXTENSIONS = ['png', 'gif', 'jpg', 'jpeg', 'webp'] as const;

const IMAGE_EXTENSIONS = new Set<string>([...PREVIEW_EXTENSIONS, 'svg', 'bmp', 'avif']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'mov', 'm4v', 'webm', 'mkv', 'avi', 'mpeg', 'mpg']);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file fits the kind, from its MIME type, or from its extension when the system
 * gave no type (a dropped file of an unknown type arrives with an empty one).
 */
export function acceptsFile(kind: UploadKind, file: { name: string; type: string }): boolean {
  if (kind === 'any') return true;
  const type = file.type.toLowerCase();
  if (type !== '' && type !== 'application/octet-stream') return type.startsWith(`${kind}/`);
  const extension = extensionOf(file.name);
  return kind === 'image' ? IMAGE_EXTENSIONS.has(extension) : VIDEO_EXTENSIONS.has(extension);
}

export function hasImagePreview(name: string): boolean {
  return (PREVIEW_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

/**
 * C0 and C1 controls (NUL included) and the bidi marks and overrides: they make a name read
 * differently from what it is ("fatura\u202Efdp.exe" shows as "faturaexe.pdf").
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** Whether a name holds a control character or a bidi mark (HIDDEN_CHARACTERS). */
export const hasHiddenCharacters = (name: string): boolean => name.search(HIDDEN_CHARACTERS) !== -1;

/** A chosen file's name as it is stored, registered and shown: NFC, no hidden characters, trimmed. */
export function cleanUploadName(name: string): string {
  return name.normalize('NFC').replace(HIDDEN_CHARACTERS, '').trim();
}

/** The storage path of an upload; `{project}` is replaced (spec 01 §7). */
export function uploadStoragePath(projectId: string, uploadId: string, fileName: string): string {
  // One path segment, whatever the name holds: no slash, no `.`/`..`, never empty. Cleaned
  // first, so " .. " cannot slip past the dot check and become `..` once trimmed.
  const safe = cleanUploadName(fileName).replace(/[/\\]/g, '_').replace(/^\.+$/, '_') || 'arquivo';
  return `{project}/files/${uploadId}/${safe}`.replace('{project}', projectId);
}
