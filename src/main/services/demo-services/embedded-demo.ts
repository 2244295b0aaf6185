import { wrapDates } from '../../../shared/data/date-wrapper';
import type { DemoDocumentWrite } from '../../../shared/bridge/demo';
import type { SeedData } from '../../../shared/data/seed';
import { DEMO_ASSETS_TOKEN } from '../../../shared/data/demo-assets';
import { DEMO_FAILING_CODES } from '../../../shared/data/demo-services';
import { companyForProductCode } from '../../../shared/products/company-lookup';
import { fakeProduct } from './deterministic';
import { startAssetServer } from './asset-server';
import { newDemoSecret } from './guard';
import { routeInfos } from './route-table';
import type { ScriptInput } from './scripts';
import { startServiceServer, type AnsweredRoute } from './server';
import { whatsappTemplateWrites } from './whatsapp-templates';

/** What the embedded demo answers with: tens of milliseconds, as a real service would. */
export const DEMO_LATENCY_MS = 40;
export { DEMO_FAILING_CODES } from '../../../shared/data/demo-services';
export const DEMO_FAILURE_MESSAGE =
  'Falha simulada pelos serviços de demonstração: tente de novo com Retentar Erros.';

export interface DemoServices {
  /** The service routes' base URL: every call needs `secret` (guard.ts DEMO_SECRET_HEADER). */
  url: string;
  /** This launch's secret: main's HTTP client sends it, the page never sees it. */
  secret: string;
  /** The public read-only assets (images, player pages): also the demo's video host. */
  assetsUrl: string;
  close(): Promise<void>;
}

/** The scripts that give the demo its latency and its deterministic first failures. */
export function demoScripts(): ScriptInput[] {
  const failures = routeInfos
    .filter((route) => route.service === 'workers')
    .flatMap((route) =>
      DEMO_FAILING_CODES.map(
        (code): ScriptInput => ({
          route: route.id,
          match: code,
          status: 503,
          body: { error: DEMO_FAILURE_MESSAGE },
          times: 1,
        }),
      ),
    );
  return [{ route: '*', latencyMs: DEMO_LATENCY_MS }, ...failures];
}

/**
 * The workers, console API and functions routes of the spec, from the same route table as the
 * test sandbox, on a free loopback port: what the unconfigured local profile talks to, so a
 * first run can try a bulk sync, the product flows and the AI Editor. Service routes only,
 * behind a per-launch secret and a Host check; the assets answers link to are on a second,
 * read-only origin, so the page never needs the services' origin.
 */
export async function startDemoServices(
  onDocumentWritten: (write: DemoDocumentWrite) => void = () => {},
  loadSeed?: () => Promise<SeedData>,
): Promise<DemoServices> {
  // The demo data lets a segment answer its real members; without it, made-up ones.
  const seed = await loadSeed?.().catch(() => undefined);
  const assets = await startAssetServer();
  const secret = newDemoSecret();
  try {
    const server = await startServiceServer({
      port: 0,
      recordLimit: 1_000,
      secret,
      assetsUrl: () => assets.url,
      seed,
      onAnswered: (answered) => {
        const write = demoWriteFor(answered, seed);
        if (write) onDocumentWritten(write);
        for (const template of whatsappTemplateWrites(answered)) onDocumentWritten(template);
      },
    });
    server.script(demoScripts());
    return {
      url: server.url,
      secret,
      assetsUrl: assets.url,
      close: async () => {
        await Promise.all([server.close(), assets.close()]);
      },
    };
  } catch (error) {
    await assets.close();
    throw error;
  }
}

/**
 * What a real service would write to the database for an answered call: the TStock import's
 * "push to the document database" step writes the product, so the demo writes the same
 * product to the local store, and the imported product appears on its page. A product of the
 * demo data is pushed as the demo data has it (its stand-in warehouse), so a sync never turns
 * its name into a made-up one; its image, already an address in the store, is left as it is.
 */
export function demoWriteFor(answered: AnsweredRoute, seed?: SeedData): DemoDocumentWrite | null {
  if (answered.routeId !== 'workers.tramontina.firestore') return null;
  const project = answered.query.get('project');
  const code = answered.params.code;
  if (!project || !code) return null;
  const path = `project/${project}/product-data/${code}`;
  const seeded = seed?.documents.find((doc) => doc.path === path)?.data;
  const product = seeded
    ? Object.fromEntries(
        Object.entries(seeded).filter(
          ([, value]) => !(typeof value === 'string' && value.includes(DEMO_ASSETS_TOKEN)),
        ),
      )
    : fakeProduct(code, companyForProductCode(code), answered.assets);
  return {
    path,
    data: { ...product, updatedAt: wrapDates(new Date()) } as Record<string, unknown>,
  };
}
