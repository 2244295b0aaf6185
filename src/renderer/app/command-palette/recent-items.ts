import { create } from 'zustand';

/** A product or document a person opened, for the palette's 'Recentes'. */
export interface RecentItem {
  path: string;
  label: string;
  detail?: string;
}

/** Kept per profile, project and user: what one person opened in one store. */
const MAX_RECENT = 8;
const STORAGE_KEY = 'console.recent-items.v1';

type RecentByScope = Record<string, RecentItem[]>;

function load(): RecentByScope {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? (raw as RecentByScope)
      : {};
  } catch {
    return {};
  }
}

export const useRecentItems = create<{ byScope: RecentByScope }>(() => ({ byScope: load() }));

/** `item` becomes the first of `scope`'s recent items (once; the oldest fall off). */
export function recordRecent(scope: string, item: RecentItem): void {
  const { byScope } = useRecentItems.getState();
  const list = [item, ...(byScope[scope] ?? []).filter((entry) => entry.path !== item.path)];
  const next = { ...byScope, [scope]: list.slice(0, MAX_RECENT) };
  useRecentItems.setState({ byScope: next });
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the list across reloads.
  }
}

export const recentScope = (profileId: string, projectId: string, userId: string) =>
  JSON.stringify([profileId, projectId, userId]);
