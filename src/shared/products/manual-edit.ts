/**
 * Manual edits of a product (spec 01 §5): value parsing, the merge patch for a (possibly
 * nested) field, and the changelog entry stamped with the acting user (§3, §6).
 */
import { texts } from '../texts/pt-BR';

const t = texts.productPanel;

export type ManualValueKind = 'string' | 'number';

export type ParsedValue =
  | { ok: true; value: string | number | null }
  | { ok: false; message: string };

// Plain digits with an optional fraction after a comma or a dot ("429,90", "429.9", "12.50").
const plainNumber = /^-?\d+(?:[.,]\d+)?$/;
// pt-BR with thousands dots and an optional decimal comma ("1.234,56", "12.000").
const groupedNumber = /^-?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;

/**
 * Parses what the user typed. Empty (or only spaces) becomes null. String fields keep the
 * text as typed, trimmed. Number fields accept the decimal comma, thousands dots with a
 * comma and an optional leading "R$"; anything else is refused with a pt-BR message.
 */
export function parseManualValue(kind: ManualValueKind, raw: string): ParsedValue {
  const trimmed = raw.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (kind === 'string') return { ok: true, value: trimmed };
  const text = trimmed.replace(/^R\$\s*/i, '').replace(/\s+/g, '');
  let normalized: string;
  // Grouping first: in pt-BR "1.500" is one thousand five hundred, never 1.5.
  if (groupedNumber.test(text)) normalized = text.replace(/\./g, '').replace(',', '.');
  else if (plainNumber.test(text)) normalized = text.replace(',', '.');
  else return { ok: false, message: t.notANumber(trimmed) };
  const value = Number.parseFloat(normalized);
  if (!Number.isFinite(value)) return { ok: false, message: t.notANumber(trimmed) };
  return { ok: true, value };
}

/** The text an edit box starts with: numbers with a decimal comma, null as empty. */
export function editableText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Reads a dotted field ("Options.canSell") from a document; undefined when absent. */
export function readField(data: Readonly<Record<string, unknown>> | null, field: string): unknown {
  let current: unknown = data;
  for (const part of field.split('.')) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * The nested object a merge-write needs for a dotted field: "Options.canSell", false gives
 * { Options: { canSell: false } }, which a merge keeps beside the other Options.
 */
export function fieldPatch(field: string, value: unknown): Record<string, unknown> {
  const parts = field.split('.');
  if (parts.some((part) => part === '')) throw new Error(t.invalidField(field));
  let patch: Record<string, unknown> = { [parts.at(-1)!]: value };
  for (const part of parts.slice(0, -1).reverse()) patch = { [part]: patch };
  return patch;
}

/**
 * The product's side of a panel edit: the field's patch, the new updatedAt, and the id of the
 * changelog entry written in the same batch. Firestore's rules accept a change of a panel
 * field only when the entry it names appears in that batch (firebase/firestore.rules).
 */
export function auditedPatch<Timestamp>(
  field: string,
  value: unknown,
  changelogId: string,
  updatedAt: Timestamp,
): Record<string, unknown> {
  return { ...fieldPatch(field, value), updatedAt, lastChangelogId: changelogId };
}

/** Whether an edit actually changes the stored value (absent and null count as the same). */
export function changesValue(from: unknown, to: unknown): boolean {
  return (from ?? null) !== (to ?? null);
}

/** A reason as stored: trimmed; null when empty or cancelled. */
export function normalizeReason(raw: string | null | undefined): string | null {
  const trimmed = raw?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export type ActingUser = {
  id: string;
  email: string | null;
  displayName: string | null;
  phoneNumber: string | null;
  claims: Record<string, unknown>;
};

// A type alias, not an interface, so an entry is a plain record any document store accepts.
export type ChangelogEntry<Timestamp> = {
  ProductCode: string;
  field: string;
  from: unknown;
  to: unknown;
  about: string;
  createdBy: ActingUser;
  createdAt: Timestamp;
};

/**
 * The changelog document for one edit. `createdAt` is whatever the store resolves to its
 * own clock (the server-timestamp sentinel), passed in because shared code knows no store.
 * Absent values are stored as null: Firestore refuses undefined.
 */
export function buildChangelogEntry<Timestamp>(input: {
  code: string;
  field: string;
  from: unknown;
  to: unknown;
  reason: string;
  user: ActingUser;
  createdAt: Timestamp;
}): ChangelogEntry<Timestamp> {
  const about = normalizeReason(input.reason);
  if (about === null) throw new Error(t.cancelled);
  if (input.code.trim() === '') throw new Error(texts.productPanel.missingCode);
  const { id, email, displayName, phoneNumber, claims } = input.user;
  return {
    ProductCode: input.code,
    field: input.field,
    from: input.from ?? null,
    to: input.to ?? null,
    about,
    createdBy: {
      id,
      email: email ?? null,
      displayName: displayName ?? null,
      phoneNumber: phoneNumber ?? null,
      claims: { ...claims },
    },
    createdAt: input.createdAt,
  };
}
