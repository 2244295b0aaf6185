import { COMPANY_NAMES_DOC, companyName } from '../../../../shared/products/company-names';
import { documentPathOf } from '../../../data/paths';
import { useLiveDocument } from '../../../data/use-live-document';

/** The name of a product's factory (config/tramontina `companies`), live; null: none given. */
export function useCompanyName(projectId: string, company: unknown): string | null {
  const live = useLiveDocument(
    documentPathOf(projectId, COMPANY_NAMES_DOC.collection, COMPANY_NAMES_DOC.id),
  );
  // A configuration that cannot be read names no factory: the id shows alone.
  return companyName(live.status === 'ready' ? live.snapshot.data : null, company);
}
