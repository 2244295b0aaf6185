import { companyForProductCode } from '../../../shared/products/company-lookup';
import { badRequest, fail, ok } from './answers';
import { fakeProduct, hashWith, intBetween, pick, roundMoney } from './deterministic';
import type { RouteDef } from './route-def';
import type { RouteAnswer } from './types';

/** Workers routes of spec 01 §7: every one is a GET with the project id in the query. */

export const OPENAI_KINDS = [
  'title',
  'description',
  'sales',
  'badges',
  'facets',
  'reviews',
] as const;
export const SITES = ['cookstore', 'centergarbin', 'excellenceshop', 'cookeletroraro'] as const;
export const MARKETPLACE_STORES = ['shopee', 'amazon', 'magalu', 'madeiramadeira'] as const;

/** Where paginate's downloadUrl points, under the asset base: an export file it also serves. */
export const TSTOCK_EXPORT_FILE = 'tstock-export.json';

interface TStockItem {
  id: string;
  companyId: number;
}

/** Parses `products=[{id, companyId}]`; a string is the error to answer. */
export function parseTStockProducts(raw: string | null): TStockItem[] | string {
  if (raw === null || raw === '') return 'Missing query parameter: products';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 'products must be a JSON array of {id, companyId}';
  }
  if (!Array.isArray(parsed) || parsed.length === 0) {
    return 'products must be a non-empty JSON array of {id, companyId}';
  }
  const items: TStockItem[] = [];
  for (const entry of parsed) {
    const id = (entry as { id?: unknown })?.id;
    const companyId = Number((entry as { companyId?: unknown })?.companyId);
    const idText = typeof id === 'number' ? String(id) : id;
    if (typeof idText !== 'string' || idText.trim() === '' || !Number.isInteger(companyId)) {
      return 'each product needs an id and an integer companyId';
    }
    items.push({ id: idText.trim(), companyId });
  }
  return items;
}

/** The TStock row for one product: stock per Tramontina location and image files. */
export function tstockRow(item: TStockItem, assets: string) {
  const images = intBetween(item.id, 'tstock-images', 1, 4);
  return {
    ProductCode: item.id,
    Company: item.companyId,
    Stock: {
      'tramontina-carlos-barbosa': { qty: intBetween(item.id, 'tstock-cb', 0, 900) },
      'tramontina-recife': { qty: intBetween(item.id, 'tstock-re', 0, 400) },
    },
    images: Array.from({ length: images }, (_, index) => ({
      url: `${assets}/images/${encodeURIComponent(item.id)}-${index + 1}.png`,
      order: index + 1,
    })),
  };
}

function openAiAnswer(kind: (typeof OPENAI_KINDS)[number], code: string, assets: string) {
  const product = fakeProduct(code, companyForProductCode(code), assets);
  const name = product.ProductSiteName;
  switch (kind) {
    case 'title':
      return { field: 'ProductSiteName', value: `${name} - ${product.ProductLine}` };
    case 'description':
      return {
        field: 'ProductDescription',
        value: `<p>${name}: durável, fácil de limpar e pronta para o dia a dia.</p>`,
      };
    case 'sales':
      return {
        field: 'ProductDescriptionSales',
        value: `Leve ${name} com entrega rápida e garantia do fabricante.`,
      };
    case 'badges':
      return {
        field: 'badges',
        value: [pick(['Mais vendido', 'Novidade', 'Oferta'], code, 'badge')],
      };
    case 'facets':
      return {
        field: 'facets',
        value: { Linha: product.ProductLine, Material: pick(['Inox', 'Alumínio'], code, 'mat') },
      };
    case 'reviews':
      return {
        field: 'reviews',
        value: [{ score: intBetween(code, 'score', 3, 5), comment: 'Produto excelente.' }],
      };
  }
}

function nonNegativeInt(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

const workers = (
  id: string,
  path: string,
  requiredQuery: readonly string[],
  handle: RouteDef['handle'],
): RouteDef => ({ id, service: 'workers', method: 'GET', path, requiredQuery, handle });

function productAnswer(code: string, project: string, assets: string, extra = {}): RouteAnswer {
  return ok({ project, ...fakeProduct(code, companyForProductCode(code), assets), ...extra });
}

export const workersRoutes: RouteDef[] = [
  workers('workers.bling.bigquery', '/api/bling/bigquery/produtos', ['project', 'id'], (ctx) => {
    const code = ctx.query.get('id')!;
    return ok({
      id: code,
      project: ctx.query.get('project'),
      table: 'bling.produtos',
      rows: 1,
      blingId: hashWith(code, 'bling-id'),
    });
  }),
  workers(
    'workers.tramontina.webservice',
    '/api/tramontina/webservice/products/:company/:code',
    ['project'],
    (ctx) => {
      const { company, code } = ctx.params;
      if (!/^\d+$/.test(company)) return badRequest('company must be a number');
      // The manufacturer only knows codes whose prefix belongs to the company asked for.
      if (companyForProductCode(code) !== Number(company)) {
        return fail(404, `Product ${code} not found for company ${company}`);
      }
      const product = fakeProduct(code, Number(company), ctx.assets);
      return ok({
        ...product,
        project: ctx.query.get('project'),
        ProductDescription: `<p>${product.ProductSiteName}.</p>`,
        Warranty: `${intBetween(code, 'warranty', 1, 5)} anos`,
      });
    },
  ),
  workers(
    'workers.tstock.paginate',
    '/api/tramontina/tstock/bigquery/paginate',
    ['project', 'products'],
    (ctx) => {
      const items = parseTStockProducts(ctx.query.get('products'));
      if (typeof items === 'string') return badRequest(items);
      const downloadUrl = `${ctx.assets}/${TSTOCK_EXPORT_FILE}?products=${encodeURIComponent(
        JSON.stringify(items),
      )}`;
      return ok({ total: items.length, pages: 1, downloadUrl });
    },
  ),
  // The spec shows no project on the download call, so it is not required here.
  workers(
    'workers.tstock.download',
    '/api/tramontina/tstockfiles/bigquery/download/:code',
    ['downloadUrl'],
    (ctx) => {
      let url: URL;
      try {
        url = new URL(ctx.query.get('downloadUrl')!);
      } catch {
        return badRequest('downloadUrl must be an absolute URL');
      }
      const items =
        `${url.origin}${url.pathname}` === `${ctx.assets}/${TSTOCK_EXPORT_FILE}`
          ? parseTStockProducts(url.searchParams.get('products'))
          : null;
      if (items === null || typeof items === 'string') {
        return fail(502, 'Could not download the TStock file: it was not issued by paginate');
      }
      const item = items.find((entry) => entry.id === ctx.params.code);
      if (!item) return fail(404, `Product ${ctx.params.code} is not in this TStock file`);
      return ok(tstockRow(item, ctx.assets));
    },
  ),
  workers(
    'workers.tramontina.firestore',
    '/api/tramontina/firestore/products/:code',
    ['project'],
    (ctx) => {
      const project = ctx.query.get('project')!;
      return ok({
        path: `project/${project}/product-data/${ctx.params.code}`,
        merged: true,
        updatedAt: { __date: new Date(Date.UTC(2026, 0, 1)).toISOString() },
      });
    },
  ),
  workers('workers.franke.product', '/api/franke/store/product', ['project', 'id'], (ctx) =>
    productAnswer(ctx.query.get('id')!, ctx.query.get('project')!, ctx.assets, { store: 'franke' }),
  ),
  workers(
    'workers.doka.productSiteFast',
    '/api/doka/product-site-fast',
    ['project', 'code'],
    (ctx) =>
      productAnswer(ctx.query.get('code')!, ctx.query.get('project')!, ctx.assets, {
        store: 'doka',
      }),
  ),
  workers(
    'workers.bling.produto.create',
    '/api/bling/produto/create/:code',
    ['project', 'bling'],
    (ctx) => {
      const account = nonNegativeInt(ctx.query.get('bling'));
      if (account === null) return badRequest('bling must be the account index (0, 1, 2...)');
      const { code } = ctx.params;
      return ok({ codigo: code, account, blingId: hashWith(code, 'bling-id'), created: true });
    },
  ),
  workers(
    'workers.bling.produto.updateFlag',
    '/api/bling/produto/update-flag/:code',
    ['project'],
    (ctx) => ok({ codigo: ctx.params.code, flag: true }),
  ),
  workers(
    'workers.bling.produtoloja.create',
    '/api/bling/produtoloja/create/:code',
    ['project', 'loja'],
    (ctx) => {
      const store = ctx.query.get('store');
      // One variant sends no store name; when sent it must be a known marketplace.
      if (store !== null && !(MARKETPLACE_STORES as readonly string[]).includes(store)) {
        return badRequest(`store must be one of ${MARKETPLACE_STORES.join(', ')}`);
      }
      const { code } = ctx.params;
      const loja = ctx.query.get('loja')!;
      return ok({
        codigo: code,
        idLoja: loja,
        store,
        idProdutoLoja: hashWith(`${code}:${loja}`, 'produtoloja'),
      });
    },
  ),
  workers(
    'workers.bling.produtoloja.delete',
    '/api/bling/produtoloja/delete/:code',
    ['project', 'loja'],
    (ctx) => ok({ codigo: ctx.params.code, idLoja: ctx.query.get('loja'), deleted: true }),
  ),
  ...OPENAI_KINDS.map((kind) =>
    workers(
      `workers.openai.${kind}`,
      `/api/firestore/product-openai/${kind}/:code`,
      ['project'],
      (ctx) => ok({ codigo: ctx.params.code, ...openAiAnswer(kind, ctx.params.code, ctx.assets) }),
    ),
  ),
  ...SITES.map((site) =>
    workers(`workers.sites.${site}`, `/api/sites/${site}/products`, ['project', 'id'], (ctx) => {
      const code = ctx.query.get('id')!;
      const product = fakeProduct(code, companyForProductCode(code), ctx.assets);
      return ok({
        site,
        id: code,
        url: `https://www.${site}.com.br/${encodeURIComponent(code)}`,
        name: product.ProductSiteName,
        price: roundMoney(product.Price * (1 + (hashWith(code, site) % 20) / 100)),
        available: hashWith(code, `${site}-stock`) % 4 !== 0,
      });
    }),
  ),
];
