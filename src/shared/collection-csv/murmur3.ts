/**
 * MurmurHash3, x86 128-bit variant (Austin Appleby's public-domain algorithm), over bytes.
 * Not cryptographic: it only has to spread row contents evenly over 128 bits, fast, and give
 * the same answer in main, a Worker and tests. Returns the four 32-bit words h1..h4.
 */
const C1 = 0x239b961b;
const C2 = 0xab0e9789;
const C3 = 0x38b34ae5;
const C4 = 0xa1e38b93;

const rotl = (x: number, r: number): number => (x << r) | (x >>> (32 - r));

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

const word = (bytes: Uint8Array, at: number): number =>
  bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24);

/** `count` (1 to 4) tail bytes from `start`, little-endian, as one word. */
function tailWord(bytes: Uint8Array, start: number, count: number): number {
  let k = 0;
  for (let i = count - 1; i >= 0; i--) k = (k << 8) | bytes[start + i];
  return k;
}

export function murmur3x86_128(bytes: Uint8Array, seed = 0): [number, number, number, number] {
  let h1 = seed | 0;
  let h2 = seed | 0;
  let h3 = seed | 0;
  let h4 = seed | 0;
  const blocks = bytes.length - (bytes.length % 16);

  for (let at = 0; at < blocks; at += 16) {
    let k1 = word(bytes, at);
    let k2 = word(bytes, at + 4);
    let k3 = word(bytes, at + 8);
    let k4 = word(bytes, at + 12);

    k1 = Math.imul(rotl(Math.imul(k1, C1), 15), C2);
    h1 ^= k1;
    h1 = (Math.imul(rotl(h1, 19) + h2, 5) + 0x561ccd1b) | 0;

    k2 = Math.imul(rotl(Math.imul(k2, C2), 16), C3);
    h2 ^= k2;
    h2 = (Math.imul(rotl(h2, 17) + h3, 5) + 0x0bcaa747) | 0;

    k3 = Math.imul(rotl(Math.imul(k3, C3), 17), C4);
    h3 ^= k3;
    h3 = (Math.imul(rotl(h3, 15) + h4, 5) + 0x96cd1c35) | 0;

    k4 = Math.imul(rotl(Math.imul(k4, C4), 18), C1);
    h4 ^= k4;
    h4 = (Math.imul(rotl(h4, 13) + h1, 5) + 0x32ac3b17) | 0;
  }

  const rest = bytes.length - blocks;
  if (rest > 12)
    h4 ^= Math.imul(rotl(Math.imul(tailWord(bytes, blocks + 12, rest - 12), C4), 18), C1);
  if (rest > 8)
    h3 ^= Math.imul(
      rotl(Math.imul(tailWord(bytes, blocks + 8, Math.min(rest - 8, 4)), C3), 17),
      C4,
    );
  if (rest > 4)
    h2 ^= Math.imul(
      rotl(Math.imul(tailWord(bytes, blocks + 4, Math.min(rest - 4, 4)), C2), 16),
      C3,
    );
  if (rest > 0)
    h1 ^= Math.imul(rotl(Math.imul(tailWord(bytes, blocks, Math.min(rest, 4)), C1), 15), C2);

  const length = bytes.length;
  h1 ^= length;
  h2 ^= length;
  h3 ^= length;
  h4 ^= length;
  h1 = (h1 + h2 + h3 + h4) | 0;
  h2 = (h2 + h1) | 0;
  h3 = (h3 + h1) | 0;
  h4 = (h4 + h1) | 0;
  h1 = fmix(h1);
  h2 = fmix(h2);
  h3 = fmix(h3);
  h4 = fmix(h4);
  h1 = (h1 + h2 + h3 + h4) | 0;
  h2 = (h2 + h1) | 0;
  h3 = (h3 + h1) | 0;
  h4 = (h4 + h1) | 0;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
