/**
 * A document id rewritten so that IndexedDB, which compares strings by UTF-16 code unit,
 * orders the keys as Firestore orders ids (by code point, the order of their UTF-8 bytes).
 * The two orders differ only between surrogates (D800–DFFF, the halves of characters past
 * U+FFFF) and U+E000–U+FFFF: moving surrogates above the rest makes them agree. A one-to-one
 * map, so equal keys are equal ids.
 */
export function idOrderKey(id: string): string {
  let key = '';
  for (let index = 0; index < id.length; index++) {
    const unit = id.charCodeAt(index);
    key += String.fromCharCode(
      unit >= 0xd800 && unit <= 0xdfff ? unit + 0x2000 : unit >= 0xe000 ? unit - 0x800 : unit,
    );
  }
  return key;
}
