import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedData } from '../src/shared/data/seed';

/* What a bench writes into its web host's data folder before the host starts. */

export interface ProjectChoice {
  /** The project open at start (the multi-project id for that view). */
  active: string;
  /** The projects of the multi-project view. */
  multiProjects?: readonly string[];
}

/**
 * What the project selector would have saved for profile `profileId` (the local profile
 * when the data folder has no settings yet): `settings.json` of the web host's data folder.
 */
export function chooseProjects(dataDir: string, profileId: string, choice: ProjectChoice): void {
  const file = join(dataDir, 'settings.json');
  const saved = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { settings: Record<string, unknown> })
    : { settings: { profiles: [], activeProfileId: profileId } };
  writeFileSync(
    file,
    JSON.stringify({
      settings: {
        ...saved.settings,
        activeProjects: { [profileId]: choice.active },
        multiProjects: { [profileId]: choice.multiProjects ?? [] },
      },
    }),
  );
}

/** `seed` as the data folder's seed file (the local store loads it on first run); its path. */
export function writeSeed(dataDir: string, seed: SeedData): string {
  const path = join(dataDir, 'seed.json');
  writeFileSync(path, JSON.stringify(seed));
  return path;
}
