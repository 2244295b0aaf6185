import Store from 'electron-store';
import { PRIVATE_FILE_MODE } from '../services/files/atomic-file';
import type { KeyValueStore } from '../services/settings/key-value-store';

/**
 * The KeyValueStore over electron-store (atomic writes in the user-data folder). Dot
 * notation is off so keys stay flat names, exactly like the JSON file store.
 */
export function createElectronKeyValueStore(options: { name?: string } = {}): KeyValueStore {
  const store = new Store<Record<string, unknown>>({
    name: options.name ?? 'settings',
    accessPropertiesByDotNotation: false,
    // Owner-only, like every file main writes (atomic-file.ts).
    configFileMode: PRIVATE_FILE_MODE,
  });
  return {
    get<T>(key: string) {
      return store.get(key) as T | undefined;
    },
    set(key, value) {
      // electron-store refuses undefined values; removing the key means the same.
      if (value === undefined) store.delete(key);
      else store.set(key, value);
    },
  };
}
