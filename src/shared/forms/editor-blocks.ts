/**
 * The `editor` field's stored value: Editor.js's output shape, which the storefront already
 * renders. Pure: no DOM, so the form engine, tests and other layers can share it.
 */
import { z } from 'zod';
import { DEFAULT_EDITOR_TOOLS } from './field-definition';

/** Written when the stored document had no version of its own. */
export const DEFAULT_EDITOR_VERSION = '2.28.0';

export const BLOCK_TYPES = ['paragraph', 'header', 'code', 'image'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const HEADER_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type HeaderLevel = (typeof HEADER_LEVELS)[number];
/** Editor.js's header tool starts new headers at level 2. */
export const DEFAULT_HEADER_LEVEL: HeaderLevel = 2;

export interface ParagraphData {
  /** Inline HTML, sanitized to the spec's allow-list when edited. */
  text: string;
}
export interface HeaderData {
  /** Inline HTML in Editor.js; this editor writes escaped plain text. */
  text: string;
  level: HeaderLevel;
}
export interface CodeData {
  code: string;
}
/** @editorjs/image's output data. */
export interface ImageData {
  file: { url: string };
  caption: string;
  withBorder: boolean;
  stretched: boolean;
  withBackground: boolean;
}

/**
 * One block as stored. `data` stays `unknown`: blocks of tools this editor does not know (or
 * known tools with unexpected data) are kept exactly as loaded. Read known data with readBlock.
 */
export interface EditorBlock {
  id: string;
  type: string;
  data: unknown;
  /** Editor.js block tunes and anything else a block carries are kept. */
  [extra: string]: unknown;
}

export interface EditorDocument {
  time: number;
  blocks: EditorBlock[];
  version: string;
  [extra: string]: unknown;
}

/** A block as the editor sees it: a known tool with valid data, or kept read-only. */
export type ReadBlock =
  | { kind: 'paragraph'; data: ParagraphData }
  | { kind: 'header'; data: HeaderData }
  | { kind: 'code'; data: CodeData }
  | { kind: 'image'; data: ImageData }
  | { kind: 'readonly'; reason: 'unknown-type' | 'invalid-data' };

const TOOL_NAMES: Readonly<Record<string, BlockType>> = {
  PARAGRAPH: 'paragraph',
  HEADER: 'header',
  CODE: 'code',
  IMAGE: 'image',
};

/**
 * The block types a field's `tools` string allows, in its order: 'PARAGRAPH_HEADER_CODE_IMAGE'
 * gives paragraph, header, code, image. Unknown names are ignored; nothing known gives the
 * default tools.
 */
export function parseTools(tools: string | undefined | null): BlockType[] {
  const found = new Set<BlockType>();
  for (const name of (tools ?? '').split(/[\s_,;|]+/)) {
    const type = TOOL_NAMES[name.toUpperCase()];
    if (type) found.add(type);
  }
  return found.size > 0 ? [...found] : parseTools(DEFAULT_EDITOR_TOOLS);
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A 10-character URL-safe random id, the form Editor.js gives its blocks. */
export function newBlockId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(10));
  let id = '';
  // 64 symbols: the low six bits of each byte pick one with no bias.
  for (const byte of bytes) id += ID_ALPHABET[byte & 63];
  return id;
}

export function emptyEditorDocument(): EditorDocument {
  return { time: Date.now(), blocks: [], version: DEFAULT_EDITOR_VERSION };
}

export interface ReadEditorValue {
  document: EditorDocument;
  /**
   * The stored value was present but not a block document (a number, an object without
   * blocks...). The editor then starts empty and says so; the value is only replaced if the
   * user edits.
   */
  unreadable: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads whatever is stored into a valid document:
 * - null/undefined → an empty document;
 * - an Editor.js document → the same, with a fresh id on blocks that lack one (or repeat one);
 *   blocks of any type are kept, entries that are not objects are not blocks and are skipped;
 * - a JSON string of a document → that document; any other non-empty string (legacy plain
 *   text) → one paragraph holding it, escaped, so nothing is lost;
 * - an array → taken as the blocks;
 * - anything else → an empty document, flagged unreadable.
 */
export function readEditorValue(value: unknown): ReadEditorValue {
  if (value === null || value === undefined)
    return { document: emptyEditorDocument(), unreadable: false };
  if (typeof value === 'string') return readString(value);
  if (Array.isArray(value)) return { document: documentFrom({}, value), unreadable: false };
  if (isRecord(value) && Array.isArray(value.blocks)) {
    return { document: documentFrom(value, value.blocks), unreadable: false };
  }
  return { document: emptyEditorDocument(), unreadable: true };
}

/** readEditorValue's document alone. */
export function normalizeEditorValue(value: unknown): EditorDocument {
  return readEditorValue(value).document;
}

function readString(value: string): ReadEditorValue {
  if (value.trim() === '') return { document: emptyEditorDocument(), unreadable: false };
  try {
    const parsed: unknown = JSON.parse(value);
    if (isRecord(parsed) && Array.isArray(parsed.blocks)) {
      return { document: documentFrom(parsed, parsed.blocks), unreadable: false };
    }
  } catch {
    // Not JSON: plain text, below.
  }
  const paragraph: EditorBlock = {
    id: newBlockId(),
    type: 'paragraph',
    data: { text: plainTextToInlineHtml(value) },
  };
  return {
    document: { time: Date.now(), blocks: [paragraph], version: DEFAULT_EDITOR_VERSION },
    unreadable: false,
  };
}

function documentFrom(source: Record<string, unknown>, rawBlocks: unknown[]): EditorDocument {
  const seen = new Set<string>();
  const blocks: EditorBlock[] = [];
  for (const raw of rawBlocks) {
    if (!isRecord(raw)) continue;
    let id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : newBlockId();
    while (seen.has(id)) id = newBlockId();
    seen.add(id);
    blocks.push({ ...raw, id, type: typeof raw.type === 'string' ? raw.type : '', data: raw.data });
  }
  return {
    ...source,
    time:
      typeof source.time === 'number' && Number.isFinite(source.time) ? source.time : Date.now(),
    blocks,
    version:
      typeof source.version === 'string' && source.version !== ''
        ? source.version
        : DEFAULT_EDITOR_VERSION,
  };
}

const paragraphSchema = z.looseObject({ text: z.string() });
const headerSchema = z.looseObject({
  text: z.string(),
  // Missing means Editor.js's default; a level out of 1-6 is not something we can show.
  level: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)])
    .optional(),
});
const codeSchema = z.looseObject({ code: z.string() });
const imageSchema = z.looseObject({
  file: z.looseObject({ url: z.string() }),
  caption: z.string().optional(),
  withBorder: z.boolean().optional(),
  stretched: z.boolean().optional(),
  withBackground: z.boolean().optional(),
});

/** What the editor can do with a block: edit a known tool's data, or keep it read-only. */
export function readBlock(block: EditorBlock): ReadBlock {
  switch (block.type) {
    case 'paragraph': {
      const parsed = paragraphSchema.safeParse(block.data);
      return parsed.success
        ? { kind: 'paragraph', data: parsed.data }
        : { kind: 'readonly', reason: 'invalid-data' };
    }
    case 'header': {
      const parsed = headerSchema.safeParse(block.data);
      return parsed.success
        ? {
            kind: 'header',
            data: { ...parsed.data, level: parsed.data.level ?? DEFAULT_HEADER_LEVEL },
          }
        : { kind: 'readonly', reason: 'invalid-data' };
    }
    case 'code': {
      const parsed = codeSchema.safeParse(block.data);
      return parsed.success
        ? { kind: 'code', data: parsed.data }
        : { kind: 'readonly', reason: 'invalid-data' };
    }
    case 'image': {
      const parsed = imageSchema.safeParse(block.data);
      return parsed.success
        ? {
            kind: 'image',
            data: {
              ...parsed.data,
              caption: parsed.data.caption ?? '',
              withBorder: parsed.data.withBorder ?? false,
              stretched: parsed.data.stretched ?? false,
              withBackground: parsed.data.withBackground ?? false,
            },
          }
        : { kind: 'readonly', reason: 'invalid-data' };
    }
    default:
      return { kind: 'readonly', reason: 'unknown-type' };
  }
}

/** A new block of `type`, with the data its Editor.js tool starts with. */
export function newBlock(type: BlockType): EditorBlock {
  const id = newBlockId();
  switch (type) {
    case 'paragraph':
      return { id, type, data: { text: '' } satisfies ParagraphData };
    case 'header':
      return { id, type, data: { text: '', level: DEFAULT_HEADER_LEVEL } satisfies HeaderData };
    case 'code':
      return { id, type, data: { code: '' } satisfies CodeData };
    case 'image':
      return {
        id,
        type,
        data: {
          file: { url: '' },
          caption: '',
          withBorder: false,
          stretched: false,
          withBackground: false,
        } satisfies ImageData,
      };
  }
}

/** Text of inline HTML without tags or whitespace entities: empty means nothing to show. */
const isBlankHtml = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/g, '')
    .trim() === '';

/**
 * Whether a block goes into the saved output. Like Editor.js's tools' validate(): empty
 * paragraphs and headers and images without a URL are drafts in the editor, not content.
 * Blocks kept read-only always go out unchanged.
 */
export function isSavableBlock(block: EditorBlock): boolean {
  const read = readBlock(block);
  switch (read.kind) {
    case 'paragraph':
    case 'header':
      return !isBlankHtml(read.data.text);
    case 'image':
      return read.data.file.url.trim() !== '';
    default:
      return true;
  }
}

/** The document to store: the savable blocks, the time of this change, the kept version. */
export function toEditorOutput(
  base: EditorDocument,
  blocks: readonly EditorBlock[],
  now: number = Date.now(),
): EditorDocument {
  return { ...base, time: now, blocks: blocks.filter(isSavableBlock), version: base.version };
}

/** Compares two block lists as stored (ids, types, data), ignoring `time`. */
export function sameSavedBlocks(a: readonly EditorBlock[], b: readonly EditorBlock[]): boolean {
  const savedA = a.filter(isSavableBlock);
  const savedB = b.filter(isSavableBlock);
  return (
    savedA.length === savedB.length &&
    savedA.every((block, index) => JSON.stringify(block) === JSON.stringify(savedB[index]))
  );
}

/** Plain text as inline HTML (what a contenteditable holds for typed text). */
export function escapeHtmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Typed or pasted plain text as inline HTML: escaped, line breaks as <br>. */
export function plainTextToInlineHtml(text: string): string {
  return escapeHtmlText(text).replace(/\r\n?|\n/g, '<br>');
}

export type UrlCheck = { ok: true; url: string } | { ok: false };

/** Images are added by URL (until uploads land): only absolute http(s) URLs are taken. */
export function checkImageUrl(text: string): UrlCheck {
  return checkUrl(text, ['http:', 'https:']);
}

/** Links in paragraphs: http(s) and mailto only, never javascript:, data: and the like. */
export function checkLinkUrl(text: string): UrlCheck {
  return checkUrl(text, ['http:', 'https:', 'mailto:']);
}

function checkUrl(text: string, protocols: readonly string[]): UrlCheck {
  const trimmed = text.trim();
  if (!URL.canParse(trimmed)) return { ok: false };
  const url = new URL(trimmed);
  if (!protocols.includes(url.protocol)) return { ok: false };
  if (url.protocol !== 'mailto:' && url.hostname === '') return { ok: false };
  return { ok: true, url: url.href };
}
