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
