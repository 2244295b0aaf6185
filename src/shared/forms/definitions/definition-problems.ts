import { FIELD_TYPES, storedName } from '../field-definition';
import type { FieldDefinition, FormDefinition, SelectOption } from '../field-definition';
import { pathKey, pathOfName } from '../value-path';

const knownTypes: ReadonlySet<string> = new Set(FIELD_TYPES);

/** Whether a dotted name has no empty segment ('a..b', '.a', ''). */
const wellFormedName = (name: string): boolean =>
  name.length > 0 && name.split('.').every((segment) => segment.length > 0);

/**
 * What is wrong with a form definition, one readable line each (empty when sound). The engine
 * trusts definitions, so a mistake here would be a broken form at run time: duplicate or
 * overlapping stored names write over each other, a select without options offers nothing,
 * a reference without a collection reads nothing.
 */
export function definitionProblems(definition: FormDefinition): string[] {
  const problems: string[] = [];
  const where = definition.collection.trim() || 'form';
  if (!definition.collection.trim()) problems.push(`${where}: empty collection`);
  if (!definition.title.trim()) problems.push(`${where}: empty title`);
  checkLevel(definition.fields, where, problems);
  return problems;
}

function checkLevel(fields: readonly FieldDefinition[], where: string, problems: string[]): void {
  const seen = new Map<string, string>();
  for (const field of fields) {
    checkField(field, `${where} > ${field.name}`, problems);
    const key = pathKey(pathOfName(storedName(field)));
    if (seen.has(key)) {
      problems.push(`${where}: two fields store under "${key}"`);
      continue;
    }
    // 'location' and 'location.pathname' at one level would write over each other.
    for (const other of seen.keys()) {
      if (key.startsWith(`${other}.`) || other.startsWith(`${key}.`)) {
        problems.push(`${where}: "${other}" and "${key}" overlap`);
      }
    }
    seen.set(key, field.name);
  }
}

function checkField(field: FieldDefinition, where: string, problems: string[]): void {
  const type: string = field.type;
  if (!knownTypes.has(type)) {
    problems.push(`${where}: unknown type "${type}"`);
    return;
  }
  if (typeof field.name !== 'string' || !wellFormedName(field.name)) {
    problems.push(`${where}: malformed name "${String(field.name)}"`);
  }
  if (field.mapTo !== undefined && !wellFormedName(field.mapTo)) {
    problems.push(`${where}: malformed mapTo "${field.mapTo}"`);
  }
  if (field.title !== undefined && !field.title.trim()) problems.push(`${where}: empty title`);

  switch (field.type) {
    case 'select':
      checkOptions(field.options, where, problems);
      break;
    case 'select_nested':
    case 'collection-editor':
    case 'doc-editor':
      if (!field.collection?.trim()) problems.push(`${where}: no collection`);
      break;
    case 'collection_doc_form':
      if (!field.collection?.trim()) problems.push(`${where}: no collection`);
      checkNested(field.fields, where, problems);
      break;
    case 'struct':
    case 'array_struct':
      checkNested(field.fields, where, problems);
      break;
    case 'array_field':
      if (!field.field) problems.push(`${where}: no item field`);
      else checkField(field.field, `${where}[]`, problems);
      break;
    case 'component':
      if (!field.component?.trim()) problems.push(`${where}: no component name`);
      break;
    default:
      break;
  }
}

function checkNested(
  fields: readonly FieldDefinition[] | undefined,
  where: string,
  problems: string[],
): void {
  if (!fields || fields.length === 0) {
    problems.push(`${where}: no fields`);
    return;
  }
  checkLevel(fields, where, problems);
}

function checkOptions(
  options: readonly SelectOption[] | undefined,
  where: string,
  problems: string[],
): void {
  if (!options || options.length === 0) {
    problems.push(`${where}: select without options`);
    return;
  }
  const values = new Set<unknown>();
  for (const option of options) {
    if (values.has(option.value)) problems.push(`${where}: option "${String(option.value)}" twice`);
    values.add(option.value);
    if (!option.label?.trim())
      problems.push(`${where}: option "${String(option.value)}" has no label`);
  }
}
