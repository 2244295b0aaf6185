import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './field-definition';
import { checkNewDocumentId, duplicateIdMessage } from './id-checks';

const withId = (title?: string): FormDefinition => ({
  collection: 'segments',
  title: 'Segmentos',
  fields: [
    { type: 'text', name: 'name', title: 'Nome' },
    { type: 'text', name: 'id', ...(title ? { title } : {}) },
  ],
});

const mapped: FormDefinition = {
  collection: 'product-data',
  title: 'Produtos',
  fields: [{ type: 'text', name: 'code', mapTo: 'id', title: 'Código' }],
};

const withoutId: FormDefinition = {
  collection: 'events',
  title: 'Eventos',
  fields: [{ type: 'text', name: 'name' }],
};

describe('checkNewDocumentId', () => {
  it('lets the store generate the id when the form has no id field', () => {
    expect(checkNewDocumentId(withoutId, { name: 'x' })).toEqual({ kind: 'generated' });
  });

  it.each([undefined, null, '', '   ', {}, true])('refuses an empty id (%j)', (value) => {
    expect(checkNewDocumentId(withId('Identificador'), { id: value })).toEqual({
      kind: 'invalid',
      message: 'Preencha o campo Identificador',
    });
  });

  it('names the field by its name when it has no title', () => {
    expect(checkNewDocumentId(withId(), {})).toEqual({
      kind: 'invalid',
      message: 'Preencha o campo id',
    });
  });

  it('reads the id under mapTo', () => {
    expect(checkNewDocumentId(mapped, { id: 'P-1', code: '' })).toEqual({ kind: 'ok', id: 'P-1' });
    expect(checkNewDocumentId(mapped, { code: 'P-1' })).toMatchObject({
      message: 'Preencha o campo Código',
    });
  });

  it('accepts a typed id as is, and a number as its text', () => {
    expect(checkNewDocumentId(withId(), { id: 'vip-2026' })).toEqual({
      kind: 'ok',
      id: 'vip-2026',
    });
    expect(checkNewDocumentId(withId(), { id: 1011 })).toEqual({ kind: 'ok', id: '1011' });
    expect(checkNewDocumentId(withId(), { id: 'ação é' })).toEqual({ kind: 'ok', id: 'ação é' });
  });

  it.each([
    ['a/b', 'O campo ID não pode conter "/".'],
    ['/', 'O campo ID não pode conter "/".'],
    ['.', 'O campo ID não pode ser "." nem "..".'],
    ['..', 'O campo ID não pode ser "." nem "..".'],
    ['__x__', 'O campo ID não pode começar e terminar com "__" (nome reservado).'],
    [' vip', 'O campo ID não pode começar nem terminar com espaço.'],
    ['vip ', 'O campo ID não pode começar nem terminar com espaço.'],
    ['x'.repeat(1501), 'O campo ID é longo demais (máximo de 1500 bytes).'],
    ['ç'.repeat(751), 'O campo ID é longo demais (máximo de 1500 bytes).'],
  ])('refuses %j with a clear message', (id, message) => {
    expect(checkNewDocumentId(withId('ID'), { id })).toEqual({ kind: 'invalid', message });
  });

  it('accepts ids that only look close to the refused ones', () => {
    for (const id of ['...', 'a.b', '__x', 'x__', 'x'.repeat(1500)]) {
      expect(checkNewDocumentId(withId(), { id })).toEqual({ kind: 'ok', id });
    }
  });
});

describe('duplicateIdMessage', () => {
  it('uses the id field title, else ID', () => {
    expect(duplicateIdMessage(withId('Código'))).toBe('Já existe um documento com esse Código');
    expect(duplicateIdMessage(withId())).toBe('Já existe um documento com esse ID');
    expect(duplicateIdMessage(withoutId)).toBe('Já existe um documento com esse ID');
  });
});
