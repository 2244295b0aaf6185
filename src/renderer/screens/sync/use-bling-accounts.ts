import { useEffect, useState } from 'react';
import { documentPathOf } from '../../data/paths';
import { useActiveProject, useDataPorts } from '../../data/provider';

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
  const { documents } = useDataPorts();
  const projectId = useActiveProject();
  const [state, setState] = useState<BlingAccountsState>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    return documents.watchDocument(
      documentPathOf(projectId, 'config', 'bling'),
      (snapshot) => setState({ status: 'ready', accounts: readAccounts(snapshot.data) }),
      (error) => setState({ status: 'error', message: error.message }),
    );
  }, [documents, projectId]);
  return state;
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
