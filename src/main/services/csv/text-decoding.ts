import { Transform } from 'node:stream';

export type CsvEncoding = 'utf-8' | 'windows-1252';

/** The bytes are not valid UTF-8 (pt-BR Excel's plain "CSV" format saves Windows-1252). */
export class NotUtf8Error extends Error {
  constructor() {
    super('not utf-8');
    this.name = 'NotUtf8Error';
  }
}

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
  const decode = (chunk?: Buffer): string | NotUtf8Error => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      return new NotUtf8Error();
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
