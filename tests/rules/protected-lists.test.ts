/**
 * firebase/firestore.rules spells out which configuration documents and fields are admin-only
 * and which product fields only the audited edit changes; the form definitions and
 * src/shared/products/panel-fields.ts decide it. This reads the rules' text so the two cannot
 * drift apart.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  adminOnlyConfigDocIds,
  adminOnlyConfigFields,
} from '../../src/shared/forms/definitions/config/admin-only-config';
import { PANEL_FIELDS } from '../../src/shared/products/panel-fields';

const rules = readFileSync('firebase/firestore.rules', 'utf8');

/** The literal a rules function returns, as JSON (the rules quote strings with '). */
function returnedLiteral(functionName: string): unknown {
  const found = new RegExp(
    `function ${functionName}\\(\\) \\{\\s*return ([\\[{][\\s\\S]*?[\\]}]);\\s*\\}`,
  ).exec(rules);
  if (!found) throw new Error(`firestore.rules has no function ${functionName}()`);
  return JSON.parse(found[1].replaceAll("'", '"'));
}

const sortedEntries = (lists: Record<string, string[]>) =>
  Object.entries(lists)
    .map(([doc, fields]) => [doc, [...fields].sort()])
    .sort(([a], [b]) => String(a).localeCompare(String(b)));

describe("firestore.rules' admin-only configuration", () => {
  it('lists the documents the definitions mark admin-only, console included', () => {
    const inRules = returnedLiteral('adminOnlyConfigDocs') as string[];
    expect([...inRules].sort()).toEqual(adminOnlyConfigDocIds().sort());
    expect(inRules).toContain('console');
  });

  it('lists, per document, the fields the definitions mark admin-only', () => {
    const inRules = returnedLiteral('adminOnlyConfigFields') as Record<string, string[]>;
    expect(sortedEntries(inRules)).toEqual(sortedEntries(adminOnlyConfigFields()));
  });
});

describe("firestore.rules' panel fields", () => {
  it('lists the product fields only the audited edit changes', () => {
    const inRules = returnedLiteral('panelFields') as string[];
    expect([...inRules].sort()).toEqual([...PANEL_FIELDS].sort());
  });
});
