import { useEffect, useState } from 'react';
import { COMPANY_NAMES_DOC, companyName } from '../../../../shared/products/company-names';
import { documentPathOf } from '../../../data/paths';
import { useDataPorts } from '../../../data/provider';

/** The name of a product's factory (config/tramontina `companies`), live; null: none given. */
export function useCompanyName(projectId: string, company: unknown): string | null {
  const { documents } = useDataPorts();
  const [config, setConfig] = useState<unknown>(null);
  useEffect(() => {
    try {
      return documents.watchDocument(
        documentPathOf(projectId, COMPANY_NAMES_DOC.collection, COMPANY_NAMES_DOC.id),
        (snapshot) => setConfig(snapshot.data),
        () => setConfig(null),
      );
    } catch {
      return undefined;
    }
  }, [documents, projectId]);
  return companyName(config, company);
}
