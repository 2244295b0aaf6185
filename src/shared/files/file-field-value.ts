/**
 * The value of a file, image or video field: a list of file records (spec 01 §3: id, url,
 * filename, width, height, isPublic, cdn). Older values may be one record or one URL; they
 * are read as a one-item list and kept as they were until the first edit, which writes a list.
 */

export interface FileItem {
  /** Null for a bare URL or a record without id: nothing to change on the server. */
  id: string | null;
  url: string;
  filename: string;
  path?: string;
  size?: number;
  contentType?: string;
  isPublic: boolean | null;
  bunny: { id?: string; status?: number } | null;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function lastSegment(url: string): string {
  const clean = url.split(/[?#]/)[0];
  const segment = clean.split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The stored entries, whatever their shape: a list, one record, one URL, or nothing. */
export function fileEntriesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === null || value === undefined || value === '') return [];
  return [value];
}

/** One entry as the field shows it; null for an entry that holds no URL (kept, not shown). */
export function fileItemOf(entry: unknown): FileItem | null {
  if (typeof entry === 'string') {
    return entry === ''
      ? null
      : { id: null, url: entry, filename: lastSegment(entry), isPublic: null, bunny: null };
  }
  if (entry === null || typeof entry !== 'object') return null;
  const record = entry as Record<string, unknown>;
  const url = text(record.url);
  if (!url) return null;
  const cdn = record.cdn as { bunny?: { id?: unknown; status?: unknown } } | undefined;
  const bunny = cdn?.bunny;
  const path = text(record.path) ?? text(record.filePath);
  return {
    id: text(record.id) ?? null,
    url,
    filename: text(record.filename) ?? text(record.name) ?? lastSegment(path ?? url),
    ...(path ? { path } : {}),
    ...(typeof record.size === 'number' ? { size: record.size } : {}),
    ...(text(record.contentType) ? { contentType: text(record.contentType) } : {}),
    isPublic: typeof record.isPublic === 'boolean' ? record.isPublic : null,
    bunny: bunny
      ? {
          ...(typeof bunny.id === 'string' ? { id: bunny.id } : {}),
          ...(typeof bunny.status === 'number' ? { status: bunny.status } : {}),
        }
      : null,
  };
}

/** The value with `record` added at the end; always a list. */
export function withFileAdded(value: unknown, record: Record<string, unknown>): unknown[] {
  return [...fileEntriesOf(value), record];
}

/** The value without its `index`-th entry; always a list. */
export function withFileRemoved(value: unknown, index: number): unknown[] {
  return fileEntriesOf(value).filter((_, at) => at !== index);
}

/** The value with the `index`-th record's public flag set (bare URLs have none to set). */
export function withFileVisibility(value: unknown, index: number, isPublic: boolean): unknown[] {
  return fileEntriesOf(value).map((entry, at) =>
    at === index && entry !== null && typeof entry === 'object' && !Array.isArray(entry)
      ? { ...(entry as Record<string, unknown>), isPublic }
      : entry,
  );
}

/** A file's video on the CDN as the record stores it (spec 01 §3: cdn.bunny.id, .status). */
export interface FileCdnVideo {
  id?: string;
  status?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The value with the CDN video of the record whose id is `fileId` merged in: so a reopened
 * document knows the video exists and its last status. The value itself (no write) when
 * nothing changes or no record has that id.
 */
export function withFileCdn(value: unknown, fileId: string, video: FileCdnVideo): unknown {
  const entries = fileEntriesOf(value);
  const index = entries.findIndex((entry) => isRecord(entry) && entry.id === fileId);
  const entry = entries[index];
  if (!isRecord(entry)) return value;
  const cdn = isRecord(entry.cdn) ? entry.cdn : {};
  const bunny = isRecord(cdn.bunny) ? cdn.bunny : {};
  const next = { ...bunny, ...video };
  if (next.id === bunny.id && next.status === bunny.status) return value;
  return entries.map((item, at) =>
    at === index ? { ...entry, cdn: { ...cdn, bunny: next } } : item,
  );
}
