/**
 * The functions a `function` node may call: BigQuery standard SQL names with their arity and
 * what they return, so a boolean function can stand where a condition is expected.
 */
export interface AllowedFunction {
  name: string;
  label: string;
  minArgs: number;
  maxArgs: number;
  returns: 'value' | 'bool';
}

export const ALLOWED_FUNCTIONS: readonly AllowedFunction[] = [
  { name: 'LOWER', label: 'minúsculas (LOWER)', minArgs: 1, maxArgs: 1, returns: 'value' },
  { name: 'UPPER', label: 'maiúsculas (UPPER)', minArgs: 1, maxArgs: 1, returns: 'value' },
  {
    name: 'TRIM',
    label: 'sem espaços nas pontas (TRIM)',
    minArgs: 1,
    maxArgs: 1,
    returns: 'value',
  },
  { name: 'LENGTH', label: 'tamanho (LENGTH)', minArgs: 1, maxArgs: 1, returns: 'value' },
  { name: 'ABS', label: 'valor absoluto (ABS)', minArgs: 1, maxArgs: 1, returns: 'value' },
  {
    name: 'COALESCE',
    label: 'primeiro não nulo (COALESCE)',
    minArgs: 2,
    maxArgs: 4,
    returns: 'value',
  },
  { name: 'DATE', label: 'data (DATE)', minArgs: 1, maxArgs: 1, returns: 'value' },
  {
    name: 'CURRENT_DATE',
    label: 'data de hoje (CURRENT_DATE)',
    minArgs: 0,
    maxArgs: 0,
    returns: 'value',
  },
  {
    name: 'CURRENT_TIMESTAMP',
    label: 'agora (CURRENT_TIMESTAMP)',
    minArgs: 0,
    maxArgs: 0,
    returns: 'value',
  },
  {
    name: 'STARTS_WITH',
    label: 'começa com (STARTS_WITH)',
    minArgs: 2,
    maxArgs: 2,
    returns: 'bool',
  },
  { name: 'ENDS_WITH', label: 'termina com (ENDS_WITH)', minArgs: 2, maxArgs: 2, returns: 'bool' },
];

export function allowedFunction(name: unknown): AllowedFunction | undefined {
  return ALLOWED_FUNCTIONS.find((fn) => fn.name === name);
}
