import type { SeedData } from '../../../shared/data/seed';
import { loadSeedData } from './seed-data';

export interface AppInfo {
  version: string;
  shell: 'electron' | 'web';
  platform: string;
}

export interface AppService {
  info(): AppInfo;
  /** Opens an https link outside the app; anything else is refused with false. */
  openExternal(url: string): Promise<boolean>;
  setPendingChanges(pending: boolean): boolean;
  /** Asked by the shell before the window closes. */
  hasPendingChanges(): boolean;
  getSeedData(): Promise<SeedData>;
}

export interface AppServiceOptions {
  info: AppInfo;
  openExternal: (url: string) => Promise<void>;
  seedPath: string;
}

export function isSafeExternalUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

export function createAppService(options: AppServiceOptions): AppService {
  let pendingChanges = false;
  return {
    info: () => ({ ...options.info }),
    async openExternal(url) {
      // The bridge schema already demands https; this guards direct callers too.
      if (!isSafeExternalUrl(url)) return false;
      await options.openExternal(url);
      return true;
    },
    setPendingChanges(pending) {
      pendingChanges = pending;
      return pendingChanges;
    },
    hasPendingChanges: () => pendingChanges,
    getSeedData: () => loadSeedData(options.seedPath),
  };
}
