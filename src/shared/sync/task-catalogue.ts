import { z } from 'zod';
import type { ConnectionProfile } from '../settings/profile';
import { texts } from '../texts/pt-BR';

/** Every workers call of spec §7 as a selectable bulk-sync task, in catalogue (= run) order. */
export const syncTaskIds = [
  'bling-warehouse',
  'tramontina-webservice',
  'tstock',
  'tramontina-firestore',
  'franke-store',
  'doka-product-site',
  'bling-create',
  'bling-update-flag',
  'bling-store-shopee',
  'bling-store-amazon',
  'bling-store-magalu',
  'bling-store-madeiramadeira',
  'bling-store-default',
  'bling-store-delete',
  'ai-title',
  'ai-description',
  'ai-sales',
  'ai-badges',
  'ai-facets',
  'ai-reviews',
  'ai-all',
  'site-cookstore',
  'site-centergarbin',
  'site-excellenceshop',
  'site-cookeletroraro',
] as const;

export const syncTaskIdSchema = z.enum(syncTaskIds);
export type SyncTaskId = z.infer<typeof syncTaskIdSchema>;
export type StoreKey = keyof ConnectionProfile['storeIds'];

/** Path and query under the workers base URL (the HttpClient's `workers` service). */
export interface WorkerCall {
  path: string;
  query: Record<string, string>;
}

export interface TaskContext {
  code: string;
  projectId: string;
  /** From the code prefix; null when the prefix has none. */
  company: number | null;
  /** Index of the Bling account in project/{id}/config/bling. */
  blingAccount: number | null;
  storeIds: ConnectionProfile['storeIds'];
}

/**
 * `single`: one call. `parallel`: all calls at once, the task fails if any fails.
 * `tstock`: the paginate call answers a `downloadUrl`, then {@link tstockDownloadCall}.
 */
export type TaskKind = 'single' | 'parallel' | 'tstock';

export interface SyncTaskDefinition {
  id: SyncTaskId;
  label: string;
  kind: TaskKind;
  needsCompany: boolean;
  needsBlingAccount: boolean;
  /** The profile store id this task sends as `loja`; unset store id = task unavailable. */
  storeKey?: StoreKey;
  /** The first-step calls (for tstock only the paginate call: the download URL comes later). */
  calls(context: TaskContext): WorkerCall[];
}

const enc = encodeURIComponent;
const project = (context: TaskContext) => ({ project: context.projectId });

// The builders run only after the engine checked company/account/store id (see run-input).
const companyOf = (context: TaskContext) => String(context.company ?? '');

const aiKinds = ['title', 'description', 'sales', 'badges', 'facets', 'reviews'] as const;
type AiKind = (typeof aiKinds)[number];
const aiCall = (kind: AiKind, context: TaskContext): WorkerCall => ({
  path: `/api/firestore/product-openai/${kind}/${enc(context.code)}`,
  query: project(context),
});
const aiLabels: Record<AiKind, string> = {
  title: texts.sync.tasks.aiTitle,
  description: texts.sync.tasks.aiDescription,
  sales: texts.sync.tasks.aiSales,
  badges: texts.sync.tasks.aiBadges,
  facets: texts.sync.tasks.aiFacets,
  reviews: texts.sync.tasks.aiReviews,
};

const marketplaces = ['shopee', 'amazon', 'magalu', 'madeiramadeira'] as const;
const sites = [
  ['cookstore', 'Cookstore'],
  ['centergarbin', 'Center Garbin'],
  ['excellenceshop', 'Excellence Shop'],
  ['cookeletroraro', 'Cook Eletroraro'],
] as const;

function single(
  id: SyncTaskId,
  label: string,
  call: (context: TaskContext) => WorkerCall,
  extra: Partial<Pick<SyncTaskDefinition, 'needsCompany' | 'needsBlingAccount' | 'storeKey'>> = {},
): SyncTaskDefinition {
  return {
    id,
    label,
    kind: 'single',
    needsCompany: false,
    needsBlingAccount: false,
    ...extra,
    calls: (context) => [call(context)],
  };
}

const definitions: SyncTaskDefinition[] = [
  single('bling-warehouse', texts.sync.tasks.blingWarehouse, (c) => ({
    path: '/api/bling/bigquery/produtos',
    query: { project: c.projectId, id: c.code },
  })),
  single(
    'tramontina-webservice',
    texts.sync.tasks.tramontinaWebservice,
    (c) => ({
      path: `/api/tramontina/webservice/products/${enc(companyOf(c))}/${enc(c.code)}`,
      query: project(c),
    }),
    { needsCompany: true },
  ),
  {
    id: 'tstock',
    label: texts.sync.tasks.tstock,
    kind: 'tstock',
    needsCompany: true,
    needsBlingAccount: false,
    calls: (c) => [
      {
        path: '/api/tramontina/tstock/bigquery/paginate',
        query: {
          products: JSON.stringify([{ id: c.code, companyId: c.company }]),
          project: c.projectId,
        },
      },
    ],
  },
  single('tramontina-firestore', texts.sync.tasks.tramontinaFirestore, (c) => ({
    path: `/api/tramontina/firestore/products/${enc(c.code)}`,
    query: project(c),
  })),
  single('franke-store', texts.sync.tasks.frankeStore, (c) => ({
    path: '/api/franke/store/product',
    query: { id: c.code, project: c.projectId },
  })),
  single('doka-product-site', texts.sync.tasks.dokaProductSite, (c) => ({
    path: '/api/doka/product-site-fast',
    query: { code: c.code, project: c.projectId },
  })),
  single(
    'bling-create',
    texts.sync.tasks.blingCreate,
    (c) => ({
      path: `/api/bling/produto/create/${enc(c.code)}`,
      query: { project: c.projectId, bling: String(c.blingAccount ?? '') },
    }),
    { needsBlingAccount: true },
  ),
  single('bling-update-flag', texts.sync.tasks.blingUpdateFlag, (c) => ({
    path: `/api/bling/produto/update-flag/${enc(c.code)}`,
    query: project(c),
  })),
  ...marketplaces.map((store) =>
    single(
      `bling-store-${store}`,
      texts.sync.tasks.blingStore(store),
      (c) => ({
        path: `/api/bling/produtoloja/create/${enc(c.code)}`,
        query: { loja: c.storeIds[store], store, project: c.projectId },
      }),
      { storeKey: store },
    ),
  ),
  single(
    'bling-store-default',
    texts.sync.tasks.blingStore('default'),
    (c) => ({
      path: `/api/bling/produtoloja/create/${enc(c.code)}`,
      query: { loja: c.storeIds.default, project: c.projectId },
    }),
    { storeKey: 'default' },
  ),
  // The spec names no store for delete; it removes the product from the default store.
  single(
    'bling-store-delete',
    texts.sync.tasks.blingStoreDelete,
    (c) => ({
      path: `/api/bling/produtoloja/delete/${enc(c.code)}`,
      query: { loja: c.storeIds.default, project: c.projectId },
    }),
    { storeKey: 'default' },
  ),
  ...aiKinds.map((kind) => single(`ai-${kind}`, aiLabels[kind], (c) => aiCall(kind, c))),
  {
    id: 'ai-all',
    label: texts.sync.tasks.aiAll,
    kind: 'parallel',
    needsCompany: false,
    needsBlingAccount: false,
    calls: (c) => aiKinds.slice(0, 5).map((kind) => aiCall(kind, c)),
  },
  ...sites.map(([site, name]) =>
    single(`site-${site}`, texts.sync.tasks.site(name), (c) => ({
      path: `/api/sites/${site}/products`,
      query: { id: c.code, project: c.projectId },
    })),
  ),
];

export const syncTaskCatalogue: readonly SyncTaskDefinition[] = definitions;

const byId = new Map(definitions.map((definition) => [definition.id, definition]));
const orderOf = new Map(definitions.map((definition, index) => [definition.id, index]));

export function syncTask(id: SyncTaskId): SyncTaskDefinition {
  const definition = byId.get(id);
  if (!definition) throw new Error(`unknown sync task ${id}`);
  return definition;
}

export function isSyncTaskId(id: string): id is SyncTaskId {
  return byId.has(id as SyncTaskId);
}

/** Selected tasks, deduplicated, in catalogue order (the order a run executes them). */
export function inCatalogueOrder(ids: readonly SyncTaskId[]): SyncTaskId[] {
  return [...new Set(ids)].sort((a, b) => orderOf.get(a)! - orderOf.get(b)!);
}

/** Second TStock step: download the files with the URL the paginate call answered. */
export function tstockDownloadCall(code: string, downloadUrl: string): WorkerCall {
  return {
    path: `/api/tramontina/tstockfiles/bigquery/download/${enc(code)}`,
    query: { downloadUrl },
  };
}

/** The `downloadUrl` of a paginate answer (top level or under `data`); null when unreadable. */
export function readTstockDownloadUrl(body: unknown): string | null {
  const pick = (value: unknown): string | null => {
    if (!value || typeof value !== 'object') return null;
    const url = (value as { downloadUrl?: unknown }).downloadUrl;
    return typeof url === 'string' && url.trim() !== '' ? url : null;
  };
  return pick(body) ?? pick((body as { data?: unknown } | null)?.data);
}

export type TaskAvailability = { available: true } | { available: false; reason: string };

/** A task whose store id is not configured cannot be selected; the reason says what to set. */
export function taskAvailability(
  id: SyncTaskId,
  storeIds: ConnectionProfile['storeIds'],
): TaskAvailability {
  const { storeKey } = syncTask(id);
  if (storeKey && !storeIds[storeKey]?.trim()) {
    return { available: false, reason: texts.sync.storeIdMissing(storeKey) };
  }
  return { available: true };
}

export interface SyncTaskOption {
  id: SyncTaskId;
  label: string;
  available: boolean;
  /** Why the checkbox is disabled; null when available. */
  reason: string | null;
}

/** The task checkboxes of the screen, in catalogue order, each with its availability. */
export function syncTaskOptions(storeIds: ConnectionProfile['storeIds']): SyncTaskOption[] {
  return syncTaskCatalogue.map((task) => {
    const availability = taskAvailability(task.id, storeIds);
    return {
      id: task.id,
      label: task.label,
      available: availability.available,
      reason: availability.available ? null : availability.reason,
    };
  });
}
