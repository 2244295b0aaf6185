import { describe, expect, it } from 'vitest';
import { firstFormField, orderedProblems, storesWithoutId } from './form-problems';

const noIds = { shopee: '', amazon: '', magalu: '', madeiramadeira: '', default: '' };

describe('sync form problems', () => {
  it('orders messages as the form reads, top to bottom, keeping a field’s own order', () => {
    const ordered = orderedProblems([
      { field: 'codes', message: 'c1' },
      { field: 'tasks', message: 't' },
      { field: 'codes', message: 'c2' },
      { field: 'blingAccount', message: 'b' },
      { field: 'workersUrl', message: 'w' },
    ]);
    expect(ordered.map((error) => error.message)).toEqual(['w', 'b', 't', 'c1', 'c2']);
  });

  it('focuses the first field of the form, never the workers URL (it lives in Configurações)', () => {
    expect(
      firstFormField([
        { field: 'codes', message: 'c' },
        { field: 'workersUrl', message: 'w' },
        { field: 'tasks', message: 't' },
      ]),
    ).toBe('tasks');
    expect(firstFormField([{ field: 'workersUrl', message: 'w' }])).toBeNull();
    expect(firstFormField([])).toBeNull();
  });

  it('names each store whose id is missing once, in catalogue order', () => {
    expect(storesWithoutId(noIds)).toEqual([
      'shopee',
      'amazon',
      'magalu',
      'madeiramadeira',
      'default',
    ]);
    expect(storesWithoutId({ ...noIds, shopee: '77', default: ' 9 ', amazon: '  ' })).toEqual([
      'amazon',
      'magalu',
      'madeiramadeira',
    ]);
    expect(
      storesWithoutId({ shopee: '1', amazon: '2', magalu: '3', madeiramadeira: '4', default: '5' }),
    ).toEqual([]);
  });
});
