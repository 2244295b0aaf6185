/**
 * Deterministic fake data: every value is derived from its input string, so the same code
 * always yields the same product and tests can assert on exact answers.
 */

/** FNV-1a, 32 bits: fast, stable across runs and platforms. */
export function hash(input: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    value ^= input.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** A second independent number from the same input (salted), for picking several traits. */
export function hashWith(input: string, salt: string): number {
  return hash(`${salt}:${input}`);
}

export function pick<T>(items: readonly T[], input: string, salt: string): T {
  return items[hashWith(input, salt) % items.length];
}

/** An integer in [min, max], derived from the input. */
export function intBetween(input: string, salt: string, min: number, max: number): number {
  return min + (hashWith(input, salt) % (max - min + 1));
}

export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A valid EAN-13 (with its check digit) under the Brazilian 789 prefix. */
export function ean13For(code: string): string {
  const body = `789${String(hashWith(code, 'ean') % 1_000_000_000).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A hex id of the given length (e.g. video ids), stable for the input. */
export function hexId(input: string, length = 32): string {
  let out = '';
  for (let round = 0; out.length < length; round++) {
    out += hashWith(input, `hex${round}`).toString(16).padStart(8, '0');
  }
  return out.slice(0, length);
}

/** Brazilian mobile number in E.164 digits, e.g. 5511987654321. */
export function phoneFor(input: string): string {
  const ddd = pick(['11', '21', '31', '41', '51', '54', '61', '71', '81', '85'], input, 'ddd');
  return `55${ddd}9${String(hashWith(input, 'phone') % 100_000_000).padStart(8, '0')}`;
}

const nouns = [
  'Panela',
  'Frigideira',
  'Faqueiro',
  'Caçarola',
  'Jogo de Facas',
  'Leiteira',
  'Churrasqueira',
  'Cuba Inox',
  'Torneira',
  'Assadeira',
];
const lines = ['Solar', 'Allegra', 'Trento', 'Paris', 'Lyon', 'Ventura', 'Professional', 'Brava'];
const finishes = ['Inox', 'Antiaderente', 'Cobre', 'Grafite', 'Vermelho', 'Preto'];

export interface FakeProduct {
  ProductCode: string;
  ProductCodeErp: string;
  ProductCodeGoogle: string;
  EAN13: string;
  Company: number | null;
  ProductLine: string;
  ProductSiteName: string;
  ProductImage: string;
  NCMCode: string;
  Salable: 'S' | 'N';
  Status: 'ativado' | 'desativado';
  Stock: Record<string, { qty: number }>;
  PriceCompare: number;
  Price: number;
  PriceInstallments: number;
  PriceMin: number;
  PriceMinInstallments: number;
  PriceNetIPI: number;
  PriceNetErp: number;
  PriceNet: number;
  PriceNetByQty: Record<string, { PriceNet: number; qty: number }>;
  ProductDimensions: { width: number; height: number; length: number; unit: 'cm' };
  ProductWeight: { value: number; unit: 'kg' };
}

/** The same product whichever route asks for it; `assets` makes the image URL resolvable. */
export function fakeProduct(code: string, company: number | null, assets: string): FakeProduct {
  const line = pick(lines, code, 'line');
  const size = intBetween(code, 'size', 16, 32);
  const priceNet = roundMoney(intBetween(code, 'net', 2_000, 90_000) / 100);
  const price = roundMoney(priceNet * 1.9);
  return {
    ProductCode: code,
    ProductCodeErp: `ERP${String(hashWith(code, 'erp') % 1_000_000).padStart(6, '0')}`,
    ProductCodeGoogle: String(hashWith(code, 'google')),
    EAN13: ean13For(code),
    Company: company,
    ProductLine: line,
    ProductSiteName: `${pick(nouns, code, 'noun')} ${line} ${size} cm ${pick(finishes, code, 'finish')}`,
    ProductImage: `${assets}/images/${encodeURIComponent(code)}.png`,
    NCMCode: `7323.${String(intBetween(code, 'ncm', 10, 99))}.00`,
    Salable: hashWith(code, 'salable') % 5 === 0 ? 'N' : 'S',
    Status: hashWith(code, 'status') % 7 === 0 ? 'desativado' : 'ativado',
    Stock: {
      'cd-sp': { qty: intBetween(code, 'stock-sp', 0, 250) },
      'cd-rs': { qty: intBetween(code, 'stock-rs', 0, 120) },
    },
    PriceCompare: roundMoney(price * 1.15),
    Price: price,
    PriceInstallments: roundMoney(price * 1.05),
    PriceMin: roundMoney(price * 0.9),
    PriceMinInstallments: roundMoney(price * 0.95),
    PriceNetIPI: pick([0, 3.25, 5, 6.5, 9.75], code, 'ipi'),
    PriceNetErp: roundMoney(priceNet * 1.02),
    PriceNet: priceNet,
    PriceNetByQty: {
      '6': { PriceNet: roundMoney(priceNet * 0.97), qty: 6 },
      '12': { PriceNet: roundMoney(priceNet * 0.94), qty: 12 },
    },
    ProductDimensions: {
      width: intBetween(code, 'w', 10, 60),
      height: intBetween(code, 'h', 5, 40),
      length: intBetween(code, 'l', 10, 60),
      unit: 'cm',
    },
    ProductWeight: { value: intBetween(code, 'kg', 200, 9_000) / 1000, unit: 'kg' },
  };
}
