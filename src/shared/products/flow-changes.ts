import { sameValue } from '../forms/conflict';
import { outcomesTexts } from '../texts/outcomes';
import { productPanelTexts } from '../texts/product-panel';

type Data = Readonly<Record<string, unknown>>;

/** Bookkeeping every write touches: not a change a person made happen. */
const BOOKKEEPING = new Set(['updatedAt', 'lastChangelogId']);

/** Fields whose value is a map a person reads entry by entry (Options.canSell, Stock.cd-sp). */
const BY_ENTRY = new Set(['Options', 'Stock', 'PriceNetByQty']);

const isMap = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * The field paths whose value differs between two versions of a product document, in the
 * order the later version lists them (removed ones last); maps of entries by entry.
 */
export function changedProductPaths(before: Data, after: Data): string[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.flatMap((key) => {
    if (BOOKKEEPING.has(key) || sameValue(before[key], after[key])) return [];
    const [was, is] = [before[key], after[key]];
    if (BY_ENTRY.has(key) && isMap(was) && isMap(is)) {
      return changedProductPaths(was, is).map((entry) => `${key}.${entry}`);
    }
    return [key];
  });
}

const fields = { ...productPanelTexts.fields, ...outcomesTexts.product.fieldLabels };
const { and, more } = outcomesTexts.product;

/** A path as the information panel names it: 'Preço à vista', 'Estoque (cd-sp)'. */
export function productPathLabel(path: string): string {
  if (fields[path]) return fields[path];
  const [head, ...rest] = path.split('.');
  const entry = rest.join('.');
  if (head === 'Stock' && entry) return `${productPanelTexts.sections.stock} (${entry})`;
  return fields[head] ?? path;
}

/** 'Preço à vista, Estoque (cd-sp) e mais 3': at most `limit` names, each once. */
export function listProductPaths(paths: readonly string[], limit = 5): string {
  const labels = [...new Set(paths.map(productPathLabel))];
  if (labels.length <= limit) {
    return labels.length <= 1
      ? (labels[0] ?? '')
      : `${labels.slice(0, -1).join(', ')}${and}${labels[labels.length - 1]}`;
  }
  return `${labels.slice(0, limit).join(', ')}${more(labels.length - limit)}`;
}
