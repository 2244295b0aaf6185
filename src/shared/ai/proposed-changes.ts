import { storedName, type FieldDefinition } from '../forms/field-definition';
import { getAt, pathOfName, type ValuePath } from '../forms/value-path';
import { checkFieldValue, isPlainObject, sameValue } from './field-value-check';
import { hasAssistantSchema, isReadOnlyForAssistant } from './product-schema';
import { texts } from '../texts/pt-BR';

const reasons = texts.aiAssistant.reasons;

/** A value the assistant proposes for one field, ready to be written at `path`. */
export interface ProposedChange {
  path: ValuePath;
  /** Field titles from the form's root, e.g. 'Medidas › Largura'. */
  label: string;
  current: unknown;
  proposed: unknown;
}

/** A proposed value of the wrong type: shown with its reason, never applied. */
export interface RejectedChange {
  path: ValuePath;
  label: string;
  proposed: unknown;
  reason: string;
}

export interface Proposal {
  changes: ProposedChange[];
  rejected: RejectedChange[];
  /** Keys of the proposed object that are not fields of the form (dotted for nested ones). */
  ignoredKeys: string[];
}

const LABEL_SEPARATOR = ' › ';
const FENCED = /```[ \t]*(?:json)?[ \t]*\r?\n([\s\S]*?)```/gi;

const fieldsWithSchema = (fields: readonly FieldDefinition[]) => fields.filter(hasAssistantSchema);

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text.trim());
    return isPlainObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** True when at least one key of `candidate` is a field of the form. */
function namesFormFields(candidate: Record<string, unknown>, fields: readonly FieldDefinition[]) {
  return fieldsWithSchema(fields).some((field) => {
    const name = storedName(field);
    return name in candidate || pathOfName(name)[0] in candidate;
  });
}

/**
 * The JSON object the assistant proposes: its whole answer, or else the last ```json fenced
 * block (the final word when it shows several), as long as it names a form field.
 */
export function findProposalObject(
  content: string,
  fields: readonly FieldDefinition[],
): Record<string, unknown> | null {
  const whole = parseObject(content);
  if (whole && namesFormFields(whole, fields)) return whole;
  const blocks = [...content.matchAll(FENCED)].map((match) => parseObject(match[1]));
  for (const block of blocks.reverse()) {
    if (block && namesFormFields(block, fields)) return block;
  }
  return null;
}

function collect(
  fields: readonly FieldDefinition[],
  node: Record<string, unknown>,
  basePath: ValuePath,
  baseLabel: string[],
  values: Record<string, unknown>,
  out: Proposal,
) {
  const used = new Set<string>();
  for (const field of fieldsWithSchema(fields)) {
    const name = storedName(field);
    const segments = pathOfName(name);
    if (segments.length === 0) continue;
    let proposed = getAt(node, segments);
    if (proposed !== undefined) used.add(segments[0]);
    else if (name in node) {
      // A dotted name given flat: {"location.pathname": "/x"}.
      proposed = node[name];
      used.add(name);
    }
    if (proposed === undefined) continue;
    const path = [...basePath, ...segments];
    const label = [...baseLabel, field.title ?? field.name];
    if (isReadOnlyForAssistant(field, basePath.length === 0)) {
      // Reported only when it would change something: echoing the current value is fine.
      if (!sameValue(getAt(values, path), proposed)) {
        out.rejected.push({
          path,
          label: label.join(LABEL_SEPARATOR),
          proposed,
          reason: reasons.readOnly,
        });
      }
      continue;
    }

    if (field.type === 'struct' && isPlainObject(proposed)) {
      // Only the properties it names change: the rest of the struct stays as it is.
      collect(field.fields, proposed, path, label, values, out);
      continue;
    }
    if (field.type === 'collection_doc_form' && isPlainObject(proposed)) {
      for (const [id, entry] of Object.entries(proposed)) {
        if (isPlainObject(entry)) {
          collect(field.fields, entry, [...path, id], [...label, id], values, out);
        } else {
          out.rejected.push({
            path: [...path, id],
            label: [...label, id].join(LABEL_SEPARATOR),
            proposed: entry,
            reason: reasons.expectedObject,
          });
        }
      }
      continue;
    }
    const checked = checkFieldValue(field, proposed);
    const joined = label.join(LABEL_SEPARATOR);
    if (!checked.ok) {
      out.rejected.push({ path, label: joined, proposed, reason: checked.reason });
      continue;
    }
    const current = getAt(values, path);
    if (!sameValue(current, checked.value)) {
      out.changes.push({ path, label: joined, current, proposed: checked.value });
    }
  }
  const prefix = basePath.length > 0 ? `${basePath.join('.')}.` : '';
  for (const key of Object.keys(node)) {
    if (!used.has(key)) out.ignoredKeys.push(`${prefix}${key}`);
  }
}

/** The changes `proposal` makes to the form's `values`: type-checked, only what differs. */
export function diffProposal(
  proposal: Record<string, unknown>,
  fields: readonly FieldDefinition[],
  values: Record<string, unknown>,
): Proposal {
  const out: Proposal = { changes: [], rejected: [], ignoredKeys: [] };
  collect(fields, proposal, [], [], values, out);
  return out;
}

/** The assistant's proposal in `content` against the form's current values, or null if none. */
export function extractProposedChanges(
  content: string,
  fields: readonly FieldDefinition[],
  values: Record<string, unknown>,
): Proposal | null {
  const proposal = findProposalObject(content, fields);
  return proposal ? diffProposal(proposal, fields, values) : null;
}
