import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { useBridge } from '../../bridge/bridge-context';
import type { AppBridge } from '../../bridge/bridge';
import { callService, type IdTokenSource } from '../../bridge/service-call';
import { useDataPorts } from '../../data/provider';

export interface ProductHeaderData {
  image: string | null;
  siteName: string | null;
}

export type ProductHeaderState =
  | { status: 'loading' }
  | { status: 'ready'; header: ProductHeaderData }
  | { status: 'error'; detail: string };

const headerAnswer = z.object({
  data: z.object({
    ProductImage: z.string().nullish(),
    ProductSiteName: z.string().nullish(),
  }),
});

/**
 * GET /api/console/products/{id}?project= (spec 01 §7): the header's image and site name,
 * with the user's ID token like every console API call.
 */
export async function fetchProductHeader(
  bridge: AppBridge,
  getIdToken: IdTokenSource,
  projectId: string,
  code: string,
): Promise<ProductHeaderState> {
  const result = await callService(bridge, getIdToken, {
    service: 'api',
    method: 'GET',
    path: `/api/console/products/${encodeURIComponent(code)}`,
    query: { project: projectId },
  });
  if (!result.ok) {
    const status = result.status === 0 ? '' : `HTTP ${result.status}: `;
    return { status: 'error', detail: `${status}${result.message}` };
  }
  const parsed = headerAnswer.safeParse(result.body);
  if (!parsed.success) {
    return { status: 'error', detail: `resposta inesperada de ${result.url}` };
  }
  const { ProductImage, ProductSiteName } = parsed.data.data;
  return {
    status: 'ready',
    header: { image: ProductImage || null, siteName: ProductSiteName || null },
  };
}

/**
 * The header of the product `code`, loaded when the code or project changes. `refresh(code)`
 * loads a product's header again and settles when done: the flows' 'Atualizando...' step
 * calls it right after navigating, so the new page's header is that very load.
 */
export function useProductHeader(projectId: string, code: string, enabled: boolean) {
  const bridge = useBridge();
  const { identity } = useDataPorts();
  const [state, setState] = useState<ProductHeaderState>({ status: 'loading' });
  // Only the latest load may set the state: a slow answer for an old code is dropped.
  const latest = useRef(0);
  const requestedFor = useRef<string | null>(null);
  const load = useCallback(
    async (target: string) => {
      const ticket = ++latest.current;
      requestedFor.current = `${projectId}/${target}`;
      setState({ status: 'loading' });
      const next = await fetchProductHeader(bridge, () => identity.getIdToken(), projectId, target);
      if (ticket === latest.current) setState(next);
    },
    [bridge, identity, projectId],
  );
  useEffect(() => {
    // Already asked for this product (a refresh right after navigating): no second call.
    if (enabled && requestedFor.current !== `${projectId}/${code}`) void load(code);
  }, [enabled, load, projectId, code]);
  const refresh = useCallback(
    async (target: string) => {
      if (enabled) await load(target);
    },
    [enabled, load],
  );
  return { state, refresh };
}
