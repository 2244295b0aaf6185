import { waitFor } from '@testing-library/react';
import { renderHook } from '../../../test-support/render';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataPorts } from '../../../data/ports';
import { createTestLocalPorts } from '../../../test-support/local-ports';
import { useFormDefinition } from './use-form-definition';

let ports: DataPorts | null = null;
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

describe('useFormDefinition', () => {
  it('infers the form from the document it read and hands that snapshot on', async () => {
    ports = await createTestLocalPorts([
      { path: 'project/demo/nota/a', data: { name: 'Marca A', country: 'BR' } },
    ]);
    const { result } = renderHook(() =>
      useFormDefinition(ports!.documents, 'demo', 'nota', 'a', 0),
    );
    expect(result.current.kind).toBe('loading');
    await waitFor(() => expect(result.current.kind).toBe('ready'));
    const ready = result.current as Extract<typeof result.current, { kind: 'ready' }>;
    expect(ready.inferred).toBe(true);
    expect(ready.definition.fields.map((field) => field.name)).toEqual(
      expect.arrayContaining(['name', 'country']),
    );
    expect(ready.snapshot).toMatchObject({ id: 'a', exists: true, data: { name: 'Marca A' } });
  });

  it("another document, or a reload, is loading at once: never the previous document's data", async () => {
    ports = await createTestLocalPorts([
      { path: 'project/demo/nota/a', data: { name: 'Marca A' } },
      { path: 'project/demo/nota/b', data: { name: 'Marca B' } },
    ]);
    const documents = ports.documents;
    // Every render, not only the last: a child mounted for 'b' must never get 'a'.
    const renders: { docId: string; snapshotId?: string }[] = [];
    const { result, rerender } = renderHook(
      ({ docId, reload }) => {
        const state = useFormDefinition(documents, 'demo', 'nota', docId, reload);
        renders.push({
          docId,
          snapshotId: state.kind === 'ready' ? state.snapshot?.id : undefined,
        });
        return state;
      },
      { initialProps: { docId: 'a', reload: 0 } },
    );
    await waitFor(() => expect(result.current.kind).toBe('ready'));

    rerender({ docId: 'b', reload: 0 });
    expect(renders.filter((r) => r.docId === 'b' && r.snapshotId === 'a')).toEqual([]);
    await waitFor(() =>
      expect(result.current).toMatchObject({ kind: 'ready', snapshot: { id: 'b' } }),
    );

    rerender({ docId: 'b', reload: 1 });
    expect(result.current.kind).toBe('loading');
    await waitFor(() => expect(result.current.kind).toBe('ready'));
  });

  it('a read that fails says why, in pt-BR', async () => {
    ports = await createTestLocalPorts([]);
    const failing = Object.assign(Object.create(ports.documents), {
      get: () => Promise.reject(new Error('disco indisponível')),
    });
    const { result } = renderHook(() => useFormDefinition(failing, 'demo', 'nota', 'a', 0));
    await waitFor(() => expect(result.current.kind).toBe('failed'));
    expect(result.current).toMatchObject({
      message: expect.stringContaining('disco indisponível'),
    });
  });
});
