import { describe, expect, it } from 'vitest';
import {
  inCatalogueOrder,
  readTstockDownloadUrl,
  syncTask,
  syncTaskCatalogue,
  syncTaskIds,
  syncTaskOptions,
  taskAvailability,
  tstockDownloadCall,
  type TaskContext,
} from './task-catalogue';

const storeIds = { shopee: '11', amazon: '22', magalu: '33', madeiramadeira: '44', default: '55' };
const context: TaskContext = {
  code: '1234',
  projectId: 'demo',
  company: 1,
  blingAccount: 2,
  storeIds,
};

function urlOf(id: (typeof syncTaskIds)[number]) {
  return syncTask(id)
    .calls(context)
    .map((call) => `${call.path}?${new URLSearchParams(call.query).toString()}`);
}

describe('sync task catalogue', () => {
  it('holds every workers call of spec §7 with a pt-BR label', () => {
    expect(syncTaskCatalogue.map((task) => task.id)).toEqual([...syncTaskIds]);
    for (const task of syncTaskCatalogue) expect(task.label.length).toBeGreaterThan(3);
    expect(new Set(syncTaskCatalogue.map((task) => task.label)).size).toBe(
      syncTaskCatalogue.length,
    );
  });

  it('builds the spec URLs', () => {
    expect(urlOf('bling-warehouse')).toEqual(['/api/bling/bigquery/produtos?project=demo&id=1234']);
    expect(urlOf('tramontina-webservice')).toEqual([
      '/api/tramontina/webservice/products/1/1234?project=demo',
    ]);
    expect(urlOf('tstock')).toEqual([
      `/api/tramontina/tstock/bigquery/paginate?${new URLSearchParams({ products: '[{"id":"1234","companyId":1}]', project: 'demo' })}`,
    ]);
    expect(urlOf('tramontina-firestore')).toEqual([
      '/api/tramontina/firestore/products/1234?project=demo',
    ]);
    expect(urlOf('franke-store')).toEqual(['/api/franke/store/product?id=1234&project=demo']);
    expect(urlOf('doka-product-site')).toEqual([
      '/api/doka/product-site-fast?code=1234&project=demo',
    ]);
    expect(urlOf('bling-create')).toEqual(['/api/bling/produto/create/1234?project=demo&bling=2']);
    expect(urlOf('bling-update-flag')).toEqual([
      '/api/bling/produto/update-flag/1234?project=demo',
    ]);
    expect(urlOf('bling-store-shopee')).toEqual([
      '/api/bling/produtoloja/create/1234?loja=11&store=shopee&project=demo',
    ]);
    expect(urlOf('bling-store-amazon')).toEqual([
      '/api/bling/produtoloja/create/1234?loja=22&store=amazon&project=demo',
    ]);
    expect(urlOf('bling-store-magalu')).toEqual([
      '/api/bling/produtoloja/create/1234?loja=33&store=magalu&project=demo',
    ]);
    expect(urlOf('bling-store-madeiramadeira')).toEqual([
      '/api/bling/produtoloja/create/1234?loja=44&store=madeiramadeira&project=demo',
    ]);
    expect(urlOf('bling-store-default')).toEqual([
      '/api/bling/produtoloja/create/1234?loja=55&project=demo',
    ]);
    expect(urlOf('bling-store-delete')).toEqual([
      '/api/bling/produtoloja/delete/1234?loja=55&project=demo',
    ]);
    for (const kind of ['title', 'description', 'sales', 'badges', 'facets', 'reviews'] as const) {
      expect(urlOf(`ai-${kind}`)).toEqual([
        `/api/firestore/product-openai/${kind}/1234?project=demo`,
      ]);
    }
    for (const site of ['cookstore', 'centergarbin', 'excellenceshop', 'cookeletroraro'] as const) {
      expect(urlOf(`site-${site}`)).toEqual([`/api/sites/${site}/products?id=1234&project=demo`]);
    }
  });

  it('fires the first five AI texts in the combined task, reviews excluded', () => {
    expect(syncTask('ai-all').kind).toBe('parallel');
    expect(urlOf('ai-all')).toEqual(
      ['title', 'description', 'sales', 'badges', 'facets'].map(
        (kind) => `/api/firestore/product-openai/${kind}/1234?project=demo`,
      ),
    );
  });

  it('encodes codes in paths', () => {
    const call = syncTask('tramontina-firestore').calls({ ...context, code: 'A/B 1' })[0];
    expect(call.path).toBe('/api/tramontina/firestore/products/A%2FB%201');
  });

  it('orders a selection as the catalogue does, without repeats', () => {
    expect(inCatalogueOrder(['site-cookstore', 'ai-title', 'bling-warehouse', 'ai-title'])).toEqual(
      ['bling-warehouse', 'ai-title', 'site-cookstore'],
    );
  });

  it('says why a store task is unavailable when its store id is missing', () => {
    const missing = { ...storeIds, magalu: '  ', default: '' };
    expect(taskAvailability('bling-store-magalu', missing)).toEqual({
      available: false,
      reason: expect.stringContaining('Magalu'),
    });
    expect(taskAvailability('bling-store-default', missing).available).toBe(false);
    expect(taskAvailability('bling-store-delete', missing).available).toBe(false);
    expect(taskAvailability('bling-store-shopee', missing)).toEqual({ available: true });
    expect(taskAvailability('bling-warehouse', missing)).toEqual({ available: true });
  });

  it('reads the TStock download URL, or null when the answer is unreadable', () => {
    expect(readTstockDownloadUrl({ downloadUrl: 'https://files/x' })).toBe('https://files/x');
    expect(readTstockDownloadUrl({ ok: true, data: { downloadUrl: 'https://files/y' } })).toBe(
      'https://files/y',
    );
    for (const bad of [
      null,
      'text',
      42,
      {},
      { downloadUrl: '' },
      { downloadUrl: 3 },
      { data: null },
      [],
    ]) {
      expect(readTstockDownloadUrl(bad)).toBeNull();
    }
    expect(tstockDownloadCall('77 1', 'https://f/x?a=1')).toEqual({
      path: '/api/tramontina/tstockfiles/bigquery/download/77%201',
      query: { downloadUrl: 'https://f/x?a=1' },
    });
  });

  it('lists the checkboxes in catalogue order with the reason a store task is disabled', () => {
    const options = syncTaskOptions({ ...storeIds, amazon: '' });
    expect(options.map((option) => option.id)).toEqual([...syncTaskIds]);
    const amazon = options.find((option) => option.id === 'bling-store-amazon')!;
    expect(amazon.available).toBe(false);
    expect(amazon.reason).toBe(
      'Indisponível: o id da loja Amazon no Bling não está configurado. Informe-o no perfil de conexão, em Configurações.',
    );
    expect(options.filter((option) => !option.available)).toHaveLength(1);
    expect(options[0]).toEqual({
      id: 'bling-warehouse',
      label: 'Bling → Armazém de dados',
      available: true,
      reason: null,
    });
  });
});
