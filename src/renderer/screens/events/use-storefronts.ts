import { useEffect, useState } from 'react';
import { CONSOLE_CONFIG_DOC, readConsoleConfig } from '../../../shared/settings/console-config';
import type { DocumentStore } from '../../data/ports';
import { documentPathOf } from '../../data/paths';

/**
 * Each project's storefront host (config/console storefrontDomain), live. A project whose
 * configuration cannot be read has none: its events show the code without a link.
 */
export function useStorefronts(
  documents: DocumentStore,
  projects: readonly string[],
): Readonly<Record<string, string>> {
  const projectsKey = projects.join('\n');
  const [domains, setDomains] = useState<Record<string, string>>({});
  useEffect(() => {
    const list = projectsKey ? projectsKey.split('\n') : [];
    let active = true;
    const set = (project: string, domain: string) =>
      active &&
      setDomains((previous) =>
        previous[project] === domain ? previous : { ...previous, [project]: domain },
      );
    const stops = list.map((project) => {
      try {
        return documents.watchDocument(
          documentPathOf(project, CONSOLE_CONFIG_DOC.collection, CONSOLE_CONFIG_DOC.id),
          (snapshot) => set(project, readConsoleConfig(snapshot.data).storefrontDomain),
          () => set(project, ''),
        );
      } catch {
        return () => {};
      }
    });
    return () => {
      active = false;
      for (const stop of stops) stop();
    };
  }, [documents, projectsKey]);
  return domains;
}
