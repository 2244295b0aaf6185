import { render } from './render';
import { useEffect, useState } from 'react';
import { vi } from 'vitest';
import { defaultLocalProfile } from '../../shared/settings/profile';
import { AppProviders } from '../app/app-providers';
import { createFakeBridge } from '../../../tests/support/fake-bridge';
import { createFakePorts } from './fake-ports';
import { DataProvider, useDataSession } from '../data/provider';
import {
  isServerTimestamp,
  PreconditionFailedError,
  UPDATED_AT_MISSING,
  type ConsoleUser,
  type DocumentData,
  type DocumentSnapshot,
  type QuerySpec,
  type SetOptions,
  type WriteBatch,
} from '../data/ports';
import { ProductInfoPanel } from '../screens/product/info-panel/product-info-panel';
import {
  changelogCollectionPath,
  productDataPath,
} from '../screens/product/info-panel/product-paths';
import { documentPathOf } from '../data/paths';

// antd under jsdom is slow to settle; defaultHidden skips per-element style checks (as in
// test-support/render-console.tsx), nothing here is hidden by CSS.

/** Product 1011 of the demo seed, as the panel gets it from watchDocument. */
export const product1011 = (): DocumentData => ({
  ProductCode: '1011',
  ProductCodeErp: '62417/240',
  ProductCodeGoogle: 'TRAM-1011',
  EAN13: '7891112010116',
  Company: 1,
  ProductLine: 'Solar',
  Stock: { 'rs-carlos-barbosa': { qty: 38 }, 'sp-cd-cajamar': { qty: 12 } },
  Options: {
    canSell: true,
    canCrossDocking: false,
    isFreeShipping: true,
    isFreePriceFinancingFee: false,
    isBrandPriceRestrict: false,
    isBrandMarketplaceRestrict: false,
    isManualPricing: false,
    isSalePricing: true,
  },
  Salable: 'S',
  Status: 'ativado',
  PriceCompare: 519.9,
  Price: 429.9,
  PriceInstallments: 464.29,
  PriceMin: 386.91,
  PriceMinInstallments: 417.86,
  PriceNetIPI: 3.25,
  PriceNetErp: 258.54,
  PriceNet: 266.54,
  PriceNetByQty: { '6': { PriceNet: 258.54, qty: 6 }, '12': { PriceNet: 250.55, qty: 12 } },
  updatedAt: new Date('2026-11-20T10:15:00.000Z'),
});

export const operator: ConsoleUser = {
  id: 'local-operator',
  email: 'operador@loja.com.br',
  displayName: 'Operador local',
  phoneNumber: '+5551999990000',
  claims: { admin: true },
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Firestore's merge: nested maps merge key by key, everything else is replaced. */
function deepMerge(target: DocumentData, patch: DocumentData): DocumentData {
  const out: DocumentData = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    out[key] =
      isPlainObject(value) && isPlainObject(out[key]) && !isServerTimestamp(value)
        ? deepMerge(out[key] as DocumentData, value)
        : value;
  }
  return out;
}

/**
 * Fake ports plus what the shared fake lacks for this panel: an all-or-nothing batch that
 * honours ifUpdatedAt (with a switch to make commits fail), server timestamps resolved to a ticking clock, and live
 * queries that honour where == and orderBy.
 */
export function createPanelPorts(
  options: {
    user?: ConsoleUser | null;
    product?: DocumentData | null;
    /** The project's config/console document (its privileged claim). */
    consoleConfig?: DocumentData;
  } = {},
) {
  const product = options.product === undefined ? product1011() : options.product;
  const fake = createFakePorts({
    user: options.user === undefined ? operator : options.user,
    documents: {
      ...(product ? { [productDataPath('demo', '1011')]: product } : {}),
      ...(options.consoleConfig
        ? { [documentPathOf('demo', 'config', 'console')]: options.consoleConfig }
        : {}),
    },
  });
  const { documents } = fake.ports;
  let clock = Date.parse('2026-11-23T12:00:00.000Z');
  let failNextCommit: Error | null = null;
  let beforeNextCommit: (() => void) | null = null;
  let added = 0;
  const resolveSentinels = (value: unknown): unknown => {
    if (isServerTimestamp(value)) return new Date((clock += 60_000));
    if (isPlainObject(value)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveSentinels(v)]));
    }
    return value;
  };
  type BatchOp = {
    kind: 'set' | 'add' | 'delete';
    path: string;
    data?: DocumentData;
    merge?: boolean;
    ifUpdatedAt?: SetOptions['ifUpdatedAt'];
  };
  const batches: Array<Array<Omit<BatchOp, 'merge'>>> = [];

  documents.batch = vi.fn((): WriteBatch => {
    const ops: BatchOp[] = [];
    const batch: WriteBatch = {
      set(path, data, opts) {
        ops.push({ kind: 'set', path, data, merge: opts?.merge, ifUpdatedAt: opts?.ifUpdatedAt });
        return batch;
      },
      add(collectionPath, data) {
        const path = `${collectionPath}/log${++added}`;
        ops.push({ kind: 'add', path, data });
        return path;
      },
      delete(path) {
        ops.push({ kind: 'delete', path });
        return batch;
      },
      async commit() {
        batches.push(ops.map(({ merge: _merge, ...op }) => op));
        const racing = beforeNextCommit;
        beforeNextCommit = null;
        racing?.();
        if (failNextCommit) {
          const error = failNextCommit;
          failNextCommit = null;
          throw error;
        }
        // Every precondition before any write, as both adapters do.
        for (const op of ops) {
          if (op.ifUpdatedAt === undefined) continue;
          const current = await documents.get(op.path);
          if (!holds(current, op.ifUpdatedAt)) throw new PreconditionFailedError(op.path, current);
        }
        for (const op of ops) {
          const data = resolveSentinels(op.data) as DocumentData;
          const current = (await documents.get(op.path)).data;
          if (op.kind === 'delete') await documents.delete(op.path);
          else fake.put(op.path, op.merge && current ? deepMerge(current, data) : data);
        }
      },
    };
    return batch;
  });

  const watchQuery = documents.watchQuery.bind(documents);
  documents.watchQuery = (path, spec: QuerySpec, onNext, onError) =>
    watchQuery(
      path,
      { ...spec, where: undefined, orderBy: undefined },
      (snapshots) => onNext(applySpec(snapshots, spec)),
      onError,
    );

  return {
    ...fake,
    batches,
    failNextCommit(error: Error) {
      failNextCommit = error;
    },
    /** Runs a write (someone else's save) just before the next commit reaches the store. */
    beforeNextCommit(action: () => void) {
      beforeNextCommit = action;
    },
    read: async (path: string) => (await documents.get(path)).data,
    changelog: async () => documents.query(changelogCollectionPath('demo')),
  };
}

/** The adapters' ifUpdatedAt check (null: no document; UPDATED_AT_MISSING: never stamped). */
function holds(current: DocumentSnapshot, expected: SetOptions['ifUpdatedAt']): boolean {
  if (expected === null) return !current.exists;
  const stored = current.data?.updatedAt;
  if (expected === UPDATED_AT_MISSING) return current.exists && !(stored instanceof Date);
  return stored instanceof Date && stored.getTime() === expected?.getTime();
}

function applySpec(snapshots: DocumentSnapshot[], spec: QuerySpec): DocumentSnapshot[] {
  let out = snapshots.filter((s) =>
    (spec.where ?? []).every((w) => w.op === '==' && s.data?.[w.field] === w.value),
  );
  for (const order of [...(spec.orderBy ?? [])].reverse()) {
    const sign = order.direction === 'desc' ? -1 : 1;
    const key = (s: DocumentSnapshot) => {
      const value = s.data?.[order.field];
      return value instanceof Date ? value.getTime() : Number(value);
    };
    out = [...out].sort((a, b) => sign * (key(a) - key(b)));
  }
  return out;
}

/** What the product page does: watch the product document and hand its data to the panel. */
function LivePanel() {
  const session = useDataSession();
  const [product, setProduct] = useState<DocumentData | null>(null);
  const documents = session.status === 'ready' ? session.ports.documents : null;
  useEffect(
    () => documents?.watchDocument(productDataPath('demo', '1011'), (s) => setProduct(s.data)),
    [documents],
  );
  return (
    <>
      {/* Lets tests wait until the data is ready before asserting the panel is absent. */}
      <output data-testid="loaded">{product ? 'produto carregado' : session.status}</output>
      <ProductInfoPanel projectId="demo" code="1011" product={product} />
    </>
  );
}

/** The panel as the product page mounts it, with the live product data of the fake store. */
export function renderPanel(panel: ReturnType<typeof createPanelPorts>) {
  const bridge = createFakeBridge();
  bridge.script('app.openExternal', () => true);
  const profile = defaultLocalProfile();
  const view = render(
    <AppProviders bridge={bridge.bridge} motion={false}>
      <DataProvider
        profile={profile}
        activeProjectId="demo"
        loadSeed={async () => ({ documents: [] })}
        createPorts={async () => panel.ports}
      >
        <LivePanel />
      </DataProvider>
    </AppProviders>,
  );
  return { ...view, bridge };
}
