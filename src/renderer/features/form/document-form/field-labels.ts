import { storedName, type FieldDefinition } from '../../../../shared/forms/field-definition';
import { pathOfName } from '../../../../shared/forms/value-path';

const titleOf = (field: FieldDefinition) => field.title ?? field.name;

/**
 * A readable name for a value path, from the form's definition: 'SEO › Título', 'Itens 2 ›
 * Nome'. Parts the definition does not describe are shown as they are.
 */
export function labelOfPath(fields: readonly FieldDefinition[], path: readonly string[]): string {
  const parts: string[] = [];
  let level: readonly FieldDefinition[] | undefined = fields;
  let rest = [...path];
  while (rest.length > 0) {
    const match: { field: FieldDefinition; length: number } | undefined = level
      ?.map((field) => ({ field, name: pathOfName(storedName(field)) }))
      .filter(({ name }) => name.length > 0 && name.every((key, i) => rest[i] === key))
      .sort((a, b) => b.name.length - a.name.length)
      .map(({ field, name }) => ({ field, length: name.length }))[0];
    if (!match) {
      parts.push(rest.join('.'));
      break;
    }
    parts.push(titleOf(match.field));
    rest = rest.slice(match.length);
    level = 'fields' in match.field ? match.field.fields : undefined;
    const field = match.field;
    // Lists and per-document maps put an index or id before the sub-fields.
    if (
      rest.length > 0 &&
      (field.type === 'array_struct' ||
        field.type === 'array_field' ||
        field.type === 'collection_doc_form')
    ) {
      const key = rest[0]!;
      parts[parts.length - 1] += ` ${/^\d+$/.test(key) ? Number(key) + 1 : key}`;
      rest = rest.slice(1);
      if (field.type === 'array_field') level = undefined;
    }
  }
  return parts.join(' › ');
}
