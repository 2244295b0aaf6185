import { initializeApp, deleteApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_ID_FIELD, type WhereOperator } from '../ports';
import { texts } from '../../../shared/texts/pt-BR';
import { buildQuery } from './query';

// Building a query needs a Firestore instance but no server.
const app = initializeApp({ apiKey: 'k', projectId: 'demo-query' }, 'query-test');
const db = getFirestore(app);
afterAll(() => deleteApp(app));

describe('buildQuery', () => {
  it('builds where, orderBy and limit for a collection', () => {
    const query = buildQuery(db, 'project/demo/items', {
      where: [{ field: 'info.company', op: '==', value: 2 }],
      orderBy: [{ field: 'n', direction: 'desc' }],
      limit: 3,
    });
    expect(query.type).toBe('query');
  });

  it('builds cursors, the id field and list cursor values', () => {
    const query = buildQuery(db, 'project/demo/items', {
      where: [{ field: DOCUMENT_ID_FIELD, op: 'in', value: ['a', 'b'] }],
      orderBy: [{ field: 'tags' }, { field: DOCUMENT_ID_FIELD }],
      startAfter: [['a', 1], 'a'],
      endAt: [['z']],
      limit: 2,
    });
    expect(query.type).toBe('query');
  });

  it('rejects bad cursors before the SDK sees them', () => {
    expect(() => buildQuery(db, 'project/demo/items', { startAfter: ['a'] })).toThrow(
      texts.data.cursorNeedsOrderBy('startAfter'),
    );
    expect(() =>
      buildQuery(db, 'project/demo/items', {
        orderBy: [{ field: DOCUMENT_ID_FIELD }],
        endAt: ['a/b'],
      }),
    ).toThrow(texts.data.cursorIdInvalid('endAt', 1));
  });

  it('rejects bad specs with pt-BR messages', () => {
    const build =
      (spec: Parameters<typeof buildQuery>[2], path = 'project/demo/items') =>
      () =>
        buildQuery(db, path, spec);
    expect(build({ limit: 0 })).toThrow(texts.data.limitInvalid);
    expect(build({ limit: 1.5 })).toThrow(texts.data.limitInvalid);
    expect(build({ where: [{ field: 'n', op: 'like' as WhereOperator, value: 1 }] })).toThrow(
      texts.data.operatorInvalid('like'),
    );
    expect(build({ where: [{ field: 'n', op: 'in', value: [] }] })).toThrow(texts.data.inNeedsList);
    expect(build({ where: [{ field: 'n', op: 'in', value: 'x' }] })).toThrow(
      texts.data.inNeedsList,
    );
    expect(
      build({ where: [{ field: 'n', op: 'in', value: Array.from({ length: 31 }, (_, i) => i) }] }),
    ).toThrow(texts.data.inNeedsList);
    expect(build({ where: [{ field: 'a..b', op: '==', value: 1 }] })).toThrow(
      texts.data.fieldPathInvalid('a..b'),
    );
    expect(build({ orderBy: [{ field: '' }] })).toThrow(texts.data.fieldPathInvalid(''));
    expect(build({}, 'project/demo')).toThrow(texts.data.notCollectionPath('project/demo'));
  });
});
