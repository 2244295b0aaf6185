import { afterEach, describe, expect, it } from 'vitest';
import {
  clearEditConflict,
  findEditConflict,
  isEditConflictsKey,
  loadEditConflicts,
  recordEditConflict,
  useEditConflicts,
  type EditConflict,
} from './edit-conflicts-store';

const ANA = 'local:ana';
const conflict = (docId: string, at = '2026-11-27T10:00:00.000Z'): EditConflict => ({
  projectId: 'demo',
  collection: 'category',
  docId,
  title: `Categoria ${docId}`,
  user: 'Ana',
  at: new Date(at),
  theirsAt: new Date('2026-11-27T09:59:00.000Z'),
  edits: {
    mine: { title: 'Minha', updatedAt: new Date('2026-11-27T09:00:00.000Z') },
    base: { precondition: new Date('2026-11-27T09:00:00.000Z'), data: { title: 'Base' } },
  },
});

afterEach(() => {
  localStorage.clear();
  loadEditConflicts(null);
});

describe('unresolved edit conflicts', () => {
  it('are kept per user with their dates and edits, one per document, until cleared', () => {
    loadEditConflicts(ANA);
    recordEditConflict(ANA, conflict('panelas'));
    recordEditConflict(ANA, conflict('facas'));
    recordEditConflict(ANA, conflict('panelas', '2026-11-27T11:00:00.000Z'));
    // As a reload reads them back.
    loadEditConflicts(ANA);
    const shown = useEditConflicts.getState().conflicts;
    expect(shown.map((item) => item.docId)).toEqual(['facas', 'panelas']);
    const panelas = findEditConflict(ANA, {
      projectId: 'demo',
      collection: 'category',
      docId: 'panelas',
    })!;
    expect(panelas.at).toEqual(new Date('2026-11-27T11:00:00.000Z'));
    expect(panelas.edits?.mine.updatedAt).toEqual(new Date('2026-11-27T09:00:00.000Z'));
    expect(panelas.edits?.base.precondition).toBeInstanceOf(Date);

    // Another user of the same browser sees none of them.
    expect(findEditConflict('local:bia', panelas)).toBeNull();
    clearEditConflict(ANA, panelas);
    expect(useEditConflicts.getState().conflicts.map((item) => item.docId)).toEqual(['facas']);
    clearEditConflict(ANA, conflict('facas'));
    expect(localStorage.length).toBe(0);
  });

  it('reads nothing from a damaged record, and names its storage key for other windows', () => {
    localStorage.setItem('console-desktop.edit-conflicts:local:ana', '{not json');
    loadEditConflicts(ANA);
    expect(useEditConflicts.getState().conflicts).toEqual([]);
    expect(isEditConflictsKey('console-desktop.edit-conflicts:local:ana', ANA)).toBe(true);
    expect(isEditConflictsKey('console-desktop.theme', ANA)).toBe(false);
  });
});
