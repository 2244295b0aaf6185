import { useEffect } from 'react';
import { preferenceUserKey } from '../../../shared/settings/preference-key';
import { useActiveProfile, useCurrentUser } from '../../data/provider';
import {
  isEditConflictsKey,
  loadEditConflicts,
  useEditConflicts,
  type EditConflict,
} from '../../stores/edit-conflicts-store';

/** The signed-in user's unresolved edit conflicts in `projectId`, newest first, kept live. */
export function useProjectEditConflicts(projectId: string): EditConflict[] {
  const profile = useActiveProfile();
  const user = useCurrentUser();
  const userKey = user ? preferenceUserKey(profile.id, user.id) : null;
  useEffect(() => {
    loadEditConflicts(userKey);
    if (!userKey) return;
    // Another window of the console met or resolved one.
    const onStorage = (event: StorageEvent) => {
      if (isEditConflictsKey(event.key, userKey)) loadEditConflicts(userKey);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userKey]);
  const conflicts = useEditConflicts((store) =>
    store.userKey === userKey ? store.conflicts : null,
  );
  return (conflicts ?? [])
    .filter((conflict) => conflict.projectId === projectId)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}
