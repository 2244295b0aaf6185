import type { DocumentSnapshot } from '../../data/ports';
import { fileItemOf, type FileItem } from '../../../shared/files/file-field-value';
import { acceptsFile } from '../../../shared/files/upload-kinds';

export type FileType = 'image' | 'video' | 'file';

export interface FileRow {
  key: string;
  item: FileItem;
  type: FileType;
  date: Date | null;
}

const dateOf = (value: unknown): Date | null =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;

/** A document of the files collection as the screen lists it; null when it holds no URL. */
export function fileRowOf(snapshot: DocumentSnapshot): FileRow | null {
  const data = snapshot.data ?? {};
  const item = fileItemOf({ id: snapshot.id, ...data });
  if (!item) return null;
  const probe = { name: item.filename, type: item.contentType ?? '' };
  const type: FileType =
    item.bunny || acceptsFile('video', probe)
      ? 'video'
      : acceptsFile('image', probe)
        ? 'image'
        : 'file';
  return { key: snapshot.id, item, type, date: dateOf(data.createdAt) ?? dateOf(data.updatedAt) };
}

/** Images and videos go public, like the editors'; any other file stays private (spec 01 §6). */
export const publicByType = (file: { name: string; type: string }): boolean =>
  acceptsFile('image', file) || acceptsFile('video', file);
