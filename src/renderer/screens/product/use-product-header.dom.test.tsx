import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { waitFor } from '@testing-library/react';
import type { HttpRequest } from '../../../shared/bridge/http';
import { connectionProfileSchema } from '../../../shared/settings/profile';
import { BridgeContext } from '../../bridge/bridge-context';
import { OpenedDataProvider } from '../../data/provider';
import { createFakePorts } from '../../test-support/fake-ports';
import { renderHook } from '../../test-support/render';
import { createFakeBridge } from '../../../../tests/support/fake-bridge';
import { useProductHeader } from './use-product-header';

const firebaseProfile = connectionProfileSchema.parse({
  id: 'prod',
  name: 'Produção',
  kind: 'firebase',
  projectId: 'loja',
  apiUrl: 'https://api.loja.com.br',
  firebase: { apiKey: 'k', projectId: 'loja-prod' },
});

/** The header hook on a Firebase profile whose signed-in user's token is `token()`. */
function headerCalls(token: () => Promise<string | null>) {
  const fake = createFakeBridge({ profiles: [firebaseProfile], effectiveProfile: firebaseProfile });
  const calls: HttpRequest[] = [];
  fake.script('http.request', (input) => {
    calls.push(input as HttpRequest);
    return { ok: true, status: 200, url: 'https://api.loja.com.br', durationMs: 1, body: {} };
  });
  const { ports } = createFakePorts({ requiresSignIn: true, idToken: token });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BridgeContext.Provider value={fake.bridge}>
      <OpenedDataProvider ports={ports} profile={firebaseProfile} activeProjectId="loja">
        {children}
      </OpenedDataProvider>
    </BridgeContext.Provider>
  );
  renderHook(() => useProductHeader('loja', '1011', true), { wrapper });
  return calls;
}

describe('useProductHeader', () => {
  it("sends the signed-in user's ID token with GET /api/console/products/{id}", async () => {
    const calls = headerCalls(async () => 'id-token-de-ana');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      service: 'api',
      method: 'GET',
      path: '/api/console/products/1011',
      query: { project: 'loja' },
      idToken: 'id-token-de-ana',
    });
  });

  it('still asks when no token can be had (the service then answers for itself)', async () => {
    const calls = headerCalls(() => Promise.reject(new Error('sessão expirada')));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).not.toHaveProperty('idToken');
  });
});
