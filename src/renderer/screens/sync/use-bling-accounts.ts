import { useMemo } from 'react';
import { documentPathOf } from '../../data/paths';
import { useActiveProject } from '../../data/provider';
import { useLiveDocument } from '../../data/use-live-document';

export interface BlingAccount {
  /** The account number the run sends: its index in config/bling `accounts`. */
  index: number;
  description: string;
}

export type BlingAccountsState =
  | { status: 'loading' }
  | { status: 'ready'; accounts: BlingAccount[] }
  | { status: 'error'; message: string };

/** The Bling accounts of project/{id}/config/bling, live; malformed entries are skipped. */
export function useBlingAccounts(): BlingAccountsState {
  const projectId = useActiveProject();
  const live = useLiveDocument(documentPathOf(projectId, 'config', 'bling'));
  // One list per snapshot: the form's options follow the document, not each render.
  return useMemo(() => {
    if (live.status === 'failed') return { status: 'error', message: live.error.message };
    if (live.status === 'loading') return live;
    return { status: 'ready', accounts: readAccounts(live.snapshot.data) };
  }, [live]);
}

export function readAccounts(data: Record<string, unknown> | null): BlingAccount[] {
  const accounts = data?.accounts;
  if (!Array.isArray(accounts)) return [];
  const found: BlingAccount[] = [];
  accounts.forEach((account: unknown, index) => {
    const description = (account as { description?: unknown } | null)?.description;
    // The index must stay the stored position: the workers look the account up by it.
    if (typeof description === 'string' && description.trim() !== '') {
      found.push({ index, description });
    }
  });
  return found;
}
