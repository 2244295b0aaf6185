import { describe, expect, it } from 'vitest';
import { configDocuments } from './config-documents';
import { groupedConfigDocuments } from './config-groups';

describe('groupedConfigDocuments', () => {
  it('places every configuration document in exactly one group, none left empty', () => {
    const grouped = groupedConfigDocuments();
    const ids = grouped.flatMap(({ documents }) => documents.map(({ docId }) => docId));
    expect([...ids].sort()).toEqual(configDocuments.map(({ docId }) => docId).sort());
    for (const { documents } of grouped) expect(documents.length).toBeGreaterThan(0);
    expect(
      grouped.find(({ group }) => group === 'measuring')?.documents.map((d) => d.docId),
    ).toContain('google');
  });
});
