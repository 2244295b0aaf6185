import { Transform } from 'node:stream';

export type CsvEncoding = 'utf-8' | 'windows-1252';

/** The bytes are not valid UTF-8 (pt-BR Excel's plain "CSV" format saves Windows-1252). */
export class NotUtf8Error extends Error {
  /**
   * @param mixed valid UTF-8 accents were seen too: the file is damaged UTF-8, and reading it
   * as Windows-1252 would silently turn every "ã" into "Ã£".
   */
  constructor(readonly mixed: boolean) {
    super('not utf-8');
    this.name = 'NotUtf8Error';
  }
}

// A UTF-8 multi-byte sequence, matched over the bytes read as latin1 (one char per byte).
const UTF8_MULTIBYTE = /[\xC2-\xDF][\x80-\xBF]|[\xE0-\xEF][\x80-\xBF]{2}|[\xF0-\xF4][\x80-\xBF]{3}/;
const NON_ASCII = /[\u0080-\uFFFF]/;

/** Papaparse guesses the delimiter from its first chunk only, so that chunk must hold lines. */
export const FIRST_CHUNK_CHARS = 16 * 1024;

/**
 * Bytes in, text chunks out. A streaming TextDecoder keeps a character split across two
 * read chunks whole, and drops a leading UTF-8 BOM. UTF-8 is decoded strictly so a
 * Windows-1252 file is noticed (and re-read as such) instead of turning accents into U+FFFD.
 * Text is held back until the first chunk has FIRST_CHUNK_CHARS (or the input ends).
 */
export function createDecodingStream(
  encoding: CsvEncoding,
  firstChunkChars = FIRST_CHUNK_CHARS,
): Transform {
  const decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8' });
  let sawUtf8Accents = false;
  // The last bytes before this chunk: a character may straddle the boundary.
  let tail = Buffer.alloc(0);
  const decode = (chunk?: Buffer): string | NotUtf8Error => {
    try {
      const text = chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
      if (encoding === 'utf-8' && !sawUtf8Accents) sawUtf8Accents = NON_ASCII.test(text);
      if (chunk) tail = Buffer.from(chunk.subarray(-3));
      return text;
    } catch {
      const bytes = chunk ? Buffer.concat([tail, chunk]) : tail;
      return new NotUtf8Error(sawUtf8Accents || UTF8_MULTIBYTE.test(bytes.toString('latin1')));
    }
  };
  let head: string | undefined = '';
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, callback) {
      const text = decode(chunk);
      if (text instanceof NotUtf8Error) return callback(text);
      if (head !== undefined) {
        head += text;
        if (head.length < firstChunkChars) return callback();
        this.push(head);
        head = undefined;
      } else if (text !== '') {
        this.push(text);
      }
      callback();
    },
    flush(callback) {
      const text = decode();
      if (text instanceof NotUtf8Error) return callback(text);
      const rest = (head ?? '') + text;
      if (rest !== '') this.push(rest);
      callback();
    },
  });
}
