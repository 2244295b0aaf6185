import { extensionOf } from './upload-kinds';

/**
 * What may be stored, the same on every profile: firebase/storage.rules enforce it on Firebase,
 * the local file store and the upload queue here (tests/rules/storage-rules-lists.test.ts keeps
 * the two equal). Spec 01 §5: images image/*, videos video/*, other files anything, except
 * programs a person could run.
 */
const MIB = 1024 * 1024;

/** Size limits by kind, in bytes (storage.rules: 20, 2048 and 100 MiB). */
export const UPLOAD_SIZE_LIMITS = { image: 20 * MIB, video: 2048 * MIB, other: 100 * MIB } as const;

/** Content types of programs, never stored. */
export const PROGRAM_TYPES = [
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-ms-installer',
  'application/x-msi',
  'application/vnd.microsoft.portable-executable',
  'application/x-executable',
  'application/x-mach-binary',
  'application/x-sh',
  'application/x-bat',
  'application/java-archive',
  'application/vnd.android.package-archive',
  'application/x-apple-diskimage',
] as const;

/** File name extensions of programs, never stored (a dropped file may come without a type). */
export const PROGRAM_EXTENSIONS = [
  'exe',
  'msi',
  'bat',
  'cmd',
  'com',
  'scr',
  'ps1',
  'sh',
  'jar',
  'apk',
  'dmg',
] as const;

/** The picker's accept attribute per kind (spec 01 §5); '' accepts any file. */
export const UPLOAD_ACCEPT = { image: 'image/*', video: 'video/*', any: '' } as const;

export type UploadRefusal =
  | { reason: 'program' }
  | { reason: 'tooLarge'; kind: keyof typeof UPLOAD_SIZE_LIMITS; limit: number };

/** Why a file may not be stored, or null; `type` is its content type ('' when unknown). */
export function uploadRefusal(file: {
  name: string;
  type: string;
  size: number;
}): UploadRefusal | null {
  const type = file.type.toLowerCase();
  if (
    (PROGRAM_TYPES as readonly string[]).includes(type) ||
    (PROGRAM_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))
  ) {
    return { reason: 'program' };
  }
  const kind = type.startsWith('image/') ? 'image' : type.startsWith('video/') ? 'video' : 'other';
  const limit = UPLOAD_SIZE_LIMITS[kind];
  return file.size > limit ? { reason: 'tooLarge', kind, limit } : null;
}
