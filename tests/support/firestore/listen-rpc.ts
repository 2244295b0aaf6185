import {
  ListenRequest,
  ListenResponse,
  TargetChangeTargetChangeType as Change,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import type { FirestoreState } from '@firestore-emulator/server';
import { status as Status, type ServerDuplexStream } from '@grpc/grpc-js';

/**
 * The package answers only the first request of a Listen stream. The SDK multiplexes every
 * listener on one stream, adding and removing targets as they come and go, so each
 * add_target gets its own registration and remove_target is acknowledged with REMOVE.
 */
export function handleListen(
  state: FirestoreState,
  call: ServerDuplexStream<ListenRequest, ListenResponse>,
): void {
  const targets = new Map<number, { active: boolean; cleanups: (() => void)[] }>();
  let open = true;
  const send = (response: ListenResponse) => {
    if (open) call.write(response);
  };
  const stop = (targetId: number) => {
    const target = targets.get(targetId);
    if (!target) return;
    target.active = false;
    target.cleanups.forEach((cleanup) => cleanup());
    targets.delete(targetId);
  };

  call.on('data', (request: ListenRequest) => {
    if (request.has_remove_target) {
      stop(request.remove_target);
      send(ListenResponse.fromObject({ target_change: removed(request.remove_target) }));
      return;
    }
    if (!request.has_add_target) return;
    const targetId = request.add_target.target_id;
    stop(targetId);
    const target = { active: true, cleanups: [] as (() => void)[] };
    targets.set(targetId, target);
    try {
      state.v1Listen(
        request,
        // Updates are computed after a tick; a removed target must stay silent.
        (response) => target.active && send(response),
        (cleanup) => target.cleanups.push(cleanup),
      );
    } catch (error) {
      stop(targetId);
      const message = error instanceof Error ? error.message : String(error);
      send(ListenResponse.fromObject({ target_change: removed(targetId, message) }));
    }
  });
  const close = () => {
    open = false;
    [...targets.keys()].forEach(stop);
  };
  call.on('end', () => {
    close();
    call.end();
  });
  call.on('cancelled', close);
  call.on('error', close);
}

const removed = (targetId: number, message?: string) => ({
  target_change_type: Change.REMOVE,
  target_ids: [targetId],
  cause: message ? { code: Status.INVALID_ARGUMENT, message } : undefined,
});
