const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id from a 62-letter alphabet, like Firestore's auto ids. */
export function autoId(): string {
  // Rejection sampling keeps every letter equally likely (256 is not a multiple of 62).
  const limit = 256 - (256 % alphabet.length);
  let id = '';
  while (id.length < 20) {
    const bytes = crypto.getRandomValues(new Uint8Array(40));
    for (const byte of bytes) {
      if (byte < limit && id.length < 20) id += alphabet[byte % alphabet.length];
    }
  }
  return id;
}
