import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { useBridge } from '../../app/bridge-context';
import type { AppBridge } from '../../bridge/bridge';

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

/** GET /api/console/products/{id}?project= (spec 01 §7): the header's image and site name. */
export async function fetchProductHeader(
  bridge: AppBridge,
  projectId: string,
  code: string,
): Promise<ProductHeaderState> {
  let result;
  try {
    result = await bridge.invoke('http.request', {
      service: 'api',
      method: 'GET',
      path: `/api/console/products/${encodeURIComponent(code)}`,
      query: { project: projectId },
    });
  } catch (error) {
    return { status: 'error', detail: error instanceof Error ? error.message : String(error) };
  }
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
 * The header of the product `code`, loaded when the code or project changes; `refresh` loads
 * it again and settles when done (the flows' 'Atualizando...' step waits for it).
 */
export function useProductHeader(projectId: string, code: string, enabled: boolean) {
  const bridge = useBridge();
  const [state, setState] = useState<ProductHeaderState>({ status: 'loading' });
  // Only the latest load may set the state: a slow answer for an old code is dropped.
  const latest = useRef(0);
  const load = useCallback(async () => {
    const ticket = ++latest.current;
    setState({ status: 'loading' });
    const next = await fetchProductHeader(bridge, projectId, code);
    if (ticket === latest.current) setState(next);
  }, [bridge, projectId, code]);
  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);
  return { state, refresh: enabled ? load : async () => {} };
}
