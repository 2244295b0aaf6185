import type { ReactNode } from 'react';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultLocalProfile } from '../../shared/settings/profile';
import { createTestLocalPorts, writeAsBackend } from '../test-support/local-ports';
import { renderHook } from '../test-support/render';
import type { DataPorts } from './ports';
import { OpenedDataProvider } from './provider';
import { useLiveDocument } from './use-live-document';

const BRAND = 'project/demo/brand/tramontina';

async function follow(path: string | null) {
  const ports: DataPorts = await createTestLocalPorts([
    { path: BRAND, data: { name: 'Tramontina' } },
  ]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <OpenedDataProvider ports={ports} profile={defaultLocalProfile()} activeProjectId="demo">
      {children}
    </OpenedDataProvider>
  );
  const view = renderHook((target: string | null) => useLiveDocument(target), {
    wrapper,
    initialProps: path,
  });
  return { ports, ...view };
}

describe('useLiveDocument', () => {
  it('follows the document: its first read, then a change made elsewhere', async () => {
    const { ports, result } = await follow(BRAND);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const read = () => (result.current.status === 'ready' ? result.current.snapshot.data : null);
    expect(read()).toEqual({ name: 'Tramontina' });
    await act(() => writeAsBackend(ports, BRAND, { name: 'Tramontina S.A.' }));
    await waitFor(() => expect(read()).toEqual({ name: 'Tramontina S.A.' }));
  });

  it('reads nothing for no path, and starts over as loading when the path changes', async () => {
    const { result, rerender } = await follow(null);
    expect(result.current).toEqual({ status: 'loading' });
    rerender(BRAND);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender('project/demo/brand/other');
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.status === 'ready' && result.current.snapshot.exists).toBe(false);
  });

  it('fails, without throwing, on a path the store refuses at once (an id with a slash)', async () => {
    const { result } = await follow('project/demo/customer/a/b');
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.status === 'failed' && result.current.error.message).toMatch(
      /não é um documento/,
    );
  });
});
