/** How a CSV's bytes were read; UTF-16 is recognised by its byte-order mark only. */
export type CsvEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

/** The encodings tried in turn: UTF-8 first, then pt-BR Excel's plain "CSV" (Windows-1252). */
export type CsvTriedEncoding = 'utf-8' | 'windows-1252';

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

/** One char per byte; TextDecoder('latin1') is really Windows-1252 and would move 0x80–0x9F. */
function bytesAsLatin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return text;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}

/** Excel's "Texto Unicode" is UTF-16 with a BOM; no valid UTF-8 text starts with FF or FE. */
function utf16ByBom(bytes: Uint8Array): CsvEncoding | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

export interface TextDecoding {
  /** The encoding in use: a UTF-16 BOM replaces a tried UTF-8. */
  readonly encoding: CsvEncoding;
  /** Text of these bytes (a character split across pushes waits); throws NotUtf8Error. */
  push(bytes: Uint8Array): string;
  /** The rest of the text; throws NotUtf8Error. */
  end(): string;
}

/**
 * Bytes in, text out, the same in main and in the page. A streaming TextDecoder keeps a
 * character split across two chunks whole and drops a leading BOM. UTF-8 is decoded strictly
 * so a Windows-1252 file is noticed (and re-read as such) instead of turning accents into
 * U+FFFD; a UTF-16 BOM switches to UTF-16 before any text is decoded.
 */
export function createTextDecoding(tried: CsvTriedEncoding): TextDecoding {
  let encoding: CsvEncoding = tried;
  let decoder: TextDecoder | undefined;
  // Bytes held until the first two are known (the BOM may arrive one byte at a time).
  let head: Uint8Array | undefined = tried === 'utf-8' ? new Uint8Array(0) : undefined;
  let sawUtf8Accents = false;
  // The last bytes before this chunk: a character may straddle the boundary.
  let tail = new Uint8Array(0);

  const start = (bytes: Uint8Array) => {
    const utf16 = tried === 'utf-8' ? utf16ByBom(bytes) : undefined;
    if (utf16) encoding = utf16;
    decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8' });
  };
  const decode = (bytes: Uint8Array | undefined): string => {
    try {
      const text = bytes ? decoder!.decode(bytes, { stream: true }) : decoder!.decode();
      if (encoding === 'utf-8' && !sawUtf8Accents) sawUtf8Accents = NON_ASCII.test(text);
      if (bytes) tail = bytes.slice(-3);
      return text;
    } catch {
      const seen = bytes ? concat(tail, bytes) : tail;
      throw new NotUtf8Error(sawUtf8Accents || UTF8_MULTIBYTE.test(bytesAsLatin1(seen)));
    }
  };

  return {
    get encoding() {
      return encoding;
    },
    push(bytes) {
      if (head !== undefined) {
        head = concat(head, bytes);
        if (head.length < 2) return '';
        bytes = head;
        head = undefined;
      }
      if (!decoder) start(bytes);
      return decode(bytes);
    },
    end() {
      if (head !== undefined && head.length > 0) {
        const rest = head;
        head = undefined;
        start(rest);
        return decode(rest) + decode(undefined);
      }
      if (!decoder) start(new Uint8Array(0));
      return decode(undefined);
    },
  };
}
