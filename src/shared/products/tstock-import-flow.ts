import { z } from 'zod';
import { productTexts } from '../texts/product';
import { createFlowReducer, idleFlow } from './step-flow';
import { productPath, type StepAction } from './step-outcome';

/** 'Importar Produto Tramontina' / 'Sincronizar TStock' (spec 01 §4): steps 0 to 7. */
export const TSTOCK_IMPORT_LAST_STEP = 7;

export interface TStockImportContext {
  company: number;
  code: string;
  /** Given by step 2 (TStock paginate), used by step 3; kept when step 3 is retried. */
  downloadUrl: string | null;
}

export const reduceTStockImport = createFlowReducer<TStockImportContext>(TSTOCK_IMPORT_LAST_STEP);
export const idleTStockImport = (code = '', company = 0) =>
  idleFlow<TStockImportContext>({ company, code, downloadUrl: null });

/**
 * Step → call (spec 01 §7; every workers call is GET through the main-process HTTP client):
 * | step | does                         | call                                                                  |
 * | 1    | fetch web-service data       | /api/tramontina/webservice/products/{company}/{code}?project=         |
 * | 2    | TStock data                  | /api/tramontina/tstock/bigquery/paginate?products=[{id,companyId}]&project= → data.downloadUrl |
 * | 3    | images download              | /api/tramontina/tstockfiles/bigquery/download/{code}?downloadUrl= (the spec shows no project) |
 * | 4    | push to the document database| /api/tramontina/firestore/products/{code}?project=                    |
 * | 5    | look up in Bling             | /api/bling/bigquery/produtos?project=&id={code} (Bling → warehouse)   |
 * | 6    | fetch Bling data             | /api/bling/produto/update-flag/{code}?project=                        |
 * | 7    | 'Atualizando...'             | in-app navigation to /console/product/{code} (no reload)              |
 * Step 6 uses update-flag: it is the only Bling route that takes just the code and project
 * and brings the product's Bling data back onto it; create needs an account and would make a
 * product in Bling, which an import must not do.
 */
export function tstockImportStepAction(
  step: number,
  context: TStockImportContext,
  projectId: string,
): StepAction {
  const code = encodeURIComponent(context.code);
  const get = (path: string, query: Record<string, string>): StepAction => ({
    kind: 'request',
    request: { service: 'workers', method: 'GET', path, query },
  });
  switch (step) {
    case 1:
      return get(`/api/tramontina/webservice/products/${context.company}/${code}`, {
        project: projectId,
      });
    case 2:
      return get('/api/tramontina/tstock/bigquery/paginate', {
        products: JSON.stringify([{ id: context.code, companyId: context.company }]),
        project: projectId,
      });
    case 3:
      if (!context.downloadUrl) {
        return { kind: 'unavailable', detail: productTexts.flows.missingDownloadUrl };
      }
      return get(`/api/tramontina/tstockfiles/bigquery/download/${code}`, {
        downloadUrl: context.downloadUrl,
      });
    case 4:
      return get(`/api/tramontina/firestore/products/${code}`, { project: projectId });
    case 5:
      return get('/api/bling/bigquery/produtos', { project: projectId, id: context.code });
    case 6:
      return get(`/api/bling/produto/update-flag/${code}`, { project: projectId });
    default:
      return { kind: 'navigate', code: context.code, to: productPath(context.code) };
  }
}

const paginateAnswer = z.object({ data: z.object({ downloadUrl: z.string().url() }) });

/** What a step's answer gives the next steps: only paginate (step 2) gives anything. */
export function readTStockPatch(
  step: number,
  body: unknown,
): Partial<TStockImportContext> | string {
  if (step !== 2) return {};
  const parsed = paginateAnswer.safeParse(body);
  if (!parsed.success) return productTexts.flows.noDownloadUrl;
  return { downloadUrl: parsed.data.data.downloadUrl };
}
