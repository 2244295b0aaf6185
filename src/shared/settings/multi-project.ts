// Without zod (profile.ts's schemas), so that the shell's project selector can read it before
// any schema library is loaded.

export const DEFAULT_MULTI_PROJECT_ID = 'all';

/** The project id that stands for the multi-project view on this profile. */
export const multiProjectIdOf = (profile: { multiProjectId?: string }): string =>
  profile.multiProjectId || DEFAULT_MULTI_PROJECT_ID;
