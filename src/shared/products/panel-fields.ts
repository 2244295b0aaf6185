import { sameValue } from '../forms/conflict';

/**
 * The top-level product fields the information panel edits (prices, Google code, flags):
 * they change only through the audited edit, a reason and a changelog entry in the same
 * batch (spec 01 §5). firebase/firestore.rules' panelFields() lists the same names
 * (tests/rules/protected-lists.test.ts keeps the two equal).
 */
export const PANEL_FIELDS = [
  'ProductCodeGoogle',
  'PriceCompare',
  'Price',
  'PriceInstallments',
  'PriceMin',
  'PriceMinInstallments',
  'Options',
] as const;

export type PanelField = (typeof PANEL_FIELDS)[number];

const panelFieldSet: ReadonlySet<string> = new Set(PANEL_FIELDS);

/** Whether a field path (`Price`, `Options.canSell`) lies in a panel field. */
export const isPanelFieldPath = (path: string): boolean => panelFieldSet.has(path.split('.')[0]);

const has = (data: object, key: string) => Object.prototype.hasOwnProperty.call(data, key);

/**
 * The panel fields a write of `after` over `before` (null: a create) adds, removes or
 * changes, as the rules' diff().affectedKeys() sees them. `equal` compares two stored values.
 */
export function changedPanelFields(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>>,
  equal: (a: unknown, b: unknown) => boolean = sameValue,
): PanelField[] {
  return PANEL_FIELDS.filter((field) => {
    if (!before) return has(after, field);
    const [was, is] = [has(before, field), has(after, field)];
    return was !== is || (is && !equal(before[field], after[field]));
  });
}
