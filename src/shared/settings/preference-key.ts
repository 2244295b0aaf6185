/**
 * Whose preferences: a user of one connection profile (the same e-mail on two Firebase
 * projects is two accounts). The local operator is one user per profile. Without zod
 * (user-preferences.ts's schemas): the shell reads it on its first render.
 */
export const preferenceUserKey = (profileId: string, userId: string): string =>
  `${profileId}:${userId}`;
