import {
  fileEntriesOf,
  fileItemOf,
  type FileItem,
} from '../../../../shared/files/file-field-value';

/**
 * The file an Image, Video or Arquivo block shows: the first entry of its `file` prop that
 * holds a URL (a list of upload records, one record, or a URL), or null.
 */
export function blockFileOf(value: unknown): FileItem | null {
  for (const entry of fileEntriesOf(value)) {
    const item = fileItemOf(entry);
    if (item) return item;
  }
  return null;
}
