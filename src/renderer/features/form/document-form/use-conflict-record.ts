import { useEffect, useRef } from 'react';
import { entrySummary } from '../../../../shared/collections/entry-summary';
import { preferenceUserKey } from '../../../../shared/settings/user-preferences';
import { useActiveProfile, useCurrentUser } from '../../../data/provider';
import type { DocumentSession } from '../../../document-session/document-session';
import type { SaveStatus } from '../../../document-session/autosave-controller';
import {
  clearEditConflict,
  findEditConflict,
  recordEditConflict,
} from '../../../stores/edit-conflicts-store';

interface Target {
  projectId: string;
  collection: string;
  docId: string;
}

/**
 * Keeps the document's autosave conflict on record until the person resolves it (Início
 * lists it): recorded when a save meets one, with the unsaved edits; cleared when it is
 * settled, either way. Opening a document with a recorded conflict (after a reload) brings
 * the edits back over their version, so the conflict view opens again.
 */
export function useConflictRecord(
  session: DocumentSession,
  target: Target,
  status: SaveStatus,
  ready: boolean,
): void {
  const profile = useActiveProfile();
  const user = useCurrentUser();
  const userKey = user ? preferenceUserKey(profile.id, user.id) : null;
  const { projectId, collection, docId } = target;
  const previous = useRef<SaveStatus | null>(null);
  const restored = useRef(false);

  useEffect(() => {
    if (!userKey || !ready || restored.current) return;
    restored.current = true;
    const record = findEditConflict(userKey, { projectId, collection, docId });
    if (!record) return;
    if (!record.edits) {
      // Too big to keep: nothing to bring back, so nothing left to resolve here.
      clearEditConflict(userKey, record);
      return;
    }
    void session.restoreConflict(record.edits.base, record.edits.mine).then((saved) => {
      // Saved: nothing newer was stored after all, so there is no conflict left.
      if (saved) clearEditConflict(userKey, record);
    });
  }, [userKey, ready, session, projectId, collection, docId]);

  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (!userKey || before === status) return;
    if (status === 'conflict') {
      const details = session.conflictDetails();
      const base = session.conflictBaseVersion();
      if (!details || !base) return;
      const theirsAt = details.theirs?.updatedAt;
      recordEditConflict(userKey, {
        projectId,
        collection,
        docId,
        title: entrySummary(collection, docId, details.theirs ?? details.mine).title,
        user: user?.displayName || user?.email || user?.id || '',
        at: new Date(),
        theirsAt: theirsAt instanceof Date ? theirsAt : null,
        edits: { mine: details.mine, base },
      });
    } else if (before === 'conflict') {
      clearEditConflict(userKey, { projectId, collection, docId });
    }
  }, [status, userKey, user, session, projectId, collection, docId]);
}
