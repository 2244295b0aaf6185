import type { ReactNode } from 'react';
import { render } from './render';
import { App, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { HttpRequest, HttpResult } from '../../shared/bridge/http';
import type { SeedData } from '../../shared/data/seed';
import { defaultLocalProfile, type ConnectionProfile } from '../../shared/settings/profile';
import { BridgeContext } from '../bridge/bridge-context';
import type { DataPorts } from '../data/ports';
import { OpenedDataProvider } from '../data/provider';
import { createFakeBridge } from '../../../tests/support/fake-bridge';
import { createTestLocalPorts } from './local-ports';

/** What a scripted console API answers: a body (200), or a failure as the HTTP client reports it. */
export type ApiAnswer =
  | { body: unknown }
  | { status: number; kind?: 'http' | 'network' | 'timeout'; message?: string; excerpt?: string };

/** `http.request` answered by `answer(request)`, each call recorded with its full input. */
export function scriptApi(
  fake: ReturnType<typeof createFakeBridge>,
  answer: (request: HttpRequest) => ApiAnswer | Promise<ApiAnswer>,
) {
  const calls: HttpRequest[] = [];
  fake.script('http.request', async (input) => {
    const request = input as HttpRequest;
    calls.push(request);
    const reply = await answer(request);
    const url = `http://api.test${request.path}`;
    if ('body' in reply)
      return { ok: true, status: 200, url, durationMs: 1, body: reply.body } satisfies HttpResult;
    return {
      ok: false,
      status: reply.status,
      url,
      durationMs: 1,
      kind: reply.kind ?? (reply.status === 0 ? 'network' : 'http'),
      message:
        reply.message ??
        (reply.status === 0 ? 'Sem conexão com o serviço.' : `HTTP ${reply.status}.`),
      bodyExcerpt: reply.excerpt ?? '',
    } satisfies HttpResult;
  });
  return calls;
}

let lastLocation = '';
function LocationProbe() {
  const location = useLocation();
  lastLocation = location.pathname + location.search;
  return null;
}

/**
 * A panel in the app's providers: antd pt-BR with App (modals, messages), a fake bridge, the
 * real local store seeded with `documents`, and a router at `path`.
 */
export async function renderMessaging(
  ui: ReactNode,
  options: {
    documents?: SeedData['documents'];
    path?: string;
    /** Service URLs of the local profile (e.g. apiUrl). */
    profile?: Partial<Pick<ConnectionProfile, 'apiUrl' | 'workersUrl' | 'functionsUrl'>>;
    fake?: ReturnType<typeof createFakeBridge>;
    /** Changes the ports the panel sees (e.g. a failing read). */
    wrapPorts?: (ports: DataPorts) => DataPorts;
  } = {},
) {
  const fake = options.fake ?? createFakeBridge();
  const opened: DataPorts = await createTestLocalPorts(options.documents ?? []);
  const ports = options.wrapPorts?.(opened) ?? opened;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <LocationProbe />
            {ui}
          </>
        ),
      },
    ],
    { initialEntries: [options.path ?? '/console/x'] },
  );
  const view = render(
    <ConfigProvider locale={ptBR} theme={{ token: { motion: false } }}>
      <App>
        <BridgeContext.Provider value={fake.bridge}>
          <OpenedDataProvider
            ports={ports}
            profile={{ ...defaultLocalProfile(), ...options.profile }}
            activeProjectId="demo"
          >
            <RouterProvider router={router} />
          </OpenedDataProvider>
        </BridgeContext.Provider>
      </App>
    </ConfigProvider>,
  );
  return { ...view, fake, ports, currentPath: () => lastLocation, dispose: opened.dispose };
}
