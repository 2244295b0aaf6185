import type { FieldDefinition } from '../forms/field-definition';
import { storedName } from '../forms/field-definition';
import { getAt, pathOfName, setAt } from '../forms/value-path';
import { texts } from '../texts/pt-BR';
import { hasAssistantSchema } from './product-schema';

const reasons = texts.aiAssistant.reasons;

/** A proposed value made ready for the form (dates as Date), or why it cannot be used. */
export type ValueCheck = { ok: true; value: unknown } | { ok: false; reason: string };

const fail = (reason: string): ValueCheck => ({ ok: false, reason });
const pass = (value: unknown): ValueCheck => ({ ok: true, value });

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** 'YYYY-MM-DD' as local midnight, the way the form's date fields store a day. */
function localDay(text: string): Date | null {
  const match = DATE_ONLY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // new Date rolls 2025-02-31 over to March: such a day does not exist.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  return date;
}

function instant(text: string): Date | null {
  if (!DATE_TIME.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

const optionList = (field: Extract<FieldDefinition, { type: 'select' }>) =>
  field.options.map((option) => JSON.stringify(option.value)).join(', ');

/** Checks the known properties of an object against `fields`; unknown ones are kept as they are. */
function checkObject(fields: readonly FieldDefinition[], value: unknown): ValueCheck {
  if (!isPlainObject(value)) return fail(reasons.expectedObject);
  let result: Record<string, unknown> = value;
  for (const field of fields) {
    if (!hasAssistantSchema(field)) continue;
    const path = pathOfName(storedName(field));
    const item = getAt(value, path);
    if (item === undefined) continue;
    const checked = checkFieldValue(field, item);
    if (!checked.ok) return fail(reasons.property(field.title ?? field.name, checked.reason));
    result = setAt(result, path, checked.value);
  }
  return pass(result);
}

function checkList(value: unknown, checkItem: (item: unknown) => ValueCheck): ValueCheck {
  if (!Array.isArray(value)) return fail(reasons.expectedList);
  const items: unknown[] = [];
  for (const [index, item] of value.entries()) {
    const checked = checkItem(item);
    if (!checked.ok) return fail(reasons.item(index, checked.reason));
    items.push(checked.value);
  }
  return pass(items);
}

/**
 * Whether `value` fits `field`'s type, and the value to store. Empty (null) is accepted for
 * single values unless the field is required: it is how the form clears them.
 */
export function checkFieldValue(field: FieldDefinition, value: unknown): ValueCheck {
  const empty = value === null || value === '';
  if (empty && field.required) return fail(reasons.required);
  switch (field.type) {
    case 'text':
    case 'textarea':
      return value === null || typeof value === 'string' ? pass(value) : fail(reasons.expectedText);
    case 'number':
      if (value === null) return pass(null);
      return typeof value === 'number' && Number.isFinite(value)
        ? pass(value)
        : fail(reasons.expectedNumber);
    case 'checkbox':
      return typeof value === 'boolean' || value === null
        ? pass(value)
        : fail(reasons.expectedBoolean);
    case 'date': {
      if (value === null) return pass(null);
      const date = typeof value === 'string' ? (localDay(value) ?? instant(value)) : null;
      return date ? pass(date) : fail(reasons.expectedDate);
    }
    case 'datetime': {
      if (value === null) return pass(null);
      const date = typeof value === 'string' ? (instant(value) ?? localDay(value)) : null;
      return date ? pass(date) : fail(reasons.expectedDateTime);
    }
    case 'select':
      if (value === null) return pass(null);
      return field.options.some((option) => option.value === value)
        ? pass(value)
        : fail(reasons.notAnOption(optionList(field)));
    case 'select_nested':
      return value === null || (typeof value === 'string' && value.trim() !== '')
        ? pass(value)
        : fail(reasons.expectedId);
    case 'struct':
      return checkObject(field.fields, value);
    case 'array_struct':
      return checkList(value, (item) => checkObject(field.fields, item));
    case 'array_field':
      return checkList(value, (item) => checkFieldValue(field.field, item));
    case 'collection_doc_form': {
      if (!isPlainObject(value)) return fail(reasons.expectedObject);
      let result: Record<string, unknown> = {};
      for (const [id, entry] of Object.entries(value)) {
        const checked = checkObject(field.fields, entry);
        if (!checked.ok) return fail(reasons.property(id, checked.reason));
        result = { ...result, [id]: checked.value };
      }
      return pass(result);
    }
    case 'editor':
      return isPlainObject(value) && Array.isArray(value.blocks)
        ? pass(value)
        : fail(reasons.expectedBlocks);
    default:
      // Types without a schema are never proposed: the assistant cannot see them.
      return fail(reasons.expectedObject);
  }
}

/** Equal as stored values: Dates by time, containers by content, missing equals null. */
export function sameValue(a: unknown, b: unknown): boolean {
  const left = a === undefined ? null : a;
  const right = b === undefined ? null : b;
  if (left instanceof Date || right instanceof Date) {
    return left instanceof Date && right instanceof Date && left.getTime() === right.getTime();
  }
  if (Array.isArray(left) || Array.isArray(right)) {
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => sameValue(item, right[index]))
    );
  }
  if (isPlainObject(left) && isPlainObject(right)) {
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].every((key) => sameValue(left[key], right[key]));
  }
  return Object.is(left, right);
}
