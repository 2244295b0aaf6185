import type { FieldDefinition, FormDefinition } from './field-definition';

const anyAdminOnly = (fields: readonly FieldDefinition[]): boolean =>
  fields.some(
    (field) =>
      field.adminOnly === true ||
      ('fields' in field && anyAdminOnly(field.fields)) ||
      (field.type === 'array_field' && field.field.adminOnly === true),
  );

/** Whether the form has anything only privileged viewers edit: then it asks who is viewing. */
export const definitionHasAdminOnly = (definition: FormDefinition): boolean =>
  definition.adminOnly === true || anyAdminOnly(definition.fields);
