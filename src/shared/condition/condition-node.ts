/**
 * The condition tree of a `condition` field, stored as `{map, sql}`: `map` is the tree and `sql`
 * is generated from it (condition-sql.ts). What each key holds, per node type:
 *
 * - IF: `params` = [condition, then, else]. AND, OR: `params` = one or more conditions.
 * - `!=`, `=`, `>`, `>=`, `<`, `<=`, LIKE: `params` = [left, right], both values.
 *   BETWEEN: `params` = [subject, low, high]. IN: `params` = [subject, a `list` node].
 * - `/`, `*`, `+`, `-`: `params` = [left, right]. ROUND: `params` = [number] or [number, digits].
 * - field: `field` = a name from the form's field list. string: `value` = text.
 *   list: `value` = texts and numbers. numeric: `value` = a finite number. bool: `value` = true
 *   or false. null: nothing. function: `value` = a name from the allow-list, `params` = its
 *   arguments.
 *
 * Keys a type does not use are absent. A stored tree with any other shape (an unknown type, an
 * extra key, a value that is an object) is not ours: the editor shows it read-only and keeps it.
 */
import { z } from 'zod';

export const LOGIC_TYPES = ['IF', 'AND', 'OR'] as const;
export const COMPARISON_TYPES = ['!=', '=', '>', '>=', '<', '<=', 'BETWEEN', 'LIKE', 'IN'] as const;
export const ARITHMETIC_TYPES = ['/', '*', '+', '-', 'ROUND'] as const;
export const LEAF_TYPES = [
  'field',
  'string',
  'list',
  'numeric',
  'bool',
  'null',
  'function',
] as const;
export const NODE_TYPES = [
  ...LOGIC_TYPES,
  ...COMPARISON_TYPES,
  ...ARITHMETIC_TYPES,
  ...LEAF_TYPES,
] as const;

export type NodeType = (typeof NODE_TYPES)[number];
export type ListItem = string | number;

export interface ConditionNode {
  type: NodeType;
  params?: ConditionNode[];
  value?: string | number | boolean | null | ListItem[];
  field?: string;
}

/** Where a node sits: the indexes of `params` from the root ([] is the root). */
export type NodePath = readonly number[];

const nodeSchema: z.ZodType<ConditionNode> = z.lazy(() =>
  z.strictObject({
    type: z.enum(NODE_TYPES),
    params: z.array(nodeSchema).optional(),
    value: z
      .union([
        z.string(),
        z.number(),
        z.boolean(),
        z.null(),
        z.array(z.union([z.string(), z.number()])),
      ])
      .optional(),
    field: z.string().optional(),
  }),
);

/** The tree if `raw` has the shape this module writes; null for anything else. */
export function parseConditionNode(raw: unknown): ConditionNode | null {
  const parsed = nodeSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export const isComparison = (type: NodeType) =>
  (COMPARISON_TYPES as readonly NodeType[]).includes(type);
export const isArithmetic = (type: NodeType) =>
  (ARITHMETIC_TYPES as readonly NodeType[]).includes(type);
export const isLogic = (type: NodeType) => (LOGIC_TYPES as readonly NodeType[]).includes(type);
