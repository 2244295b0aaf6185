import {
  CommitResponse,
  WriteResponse,
  type CommitRequest,
  type ListenRequest,
  type ListenResponse,
  type WriteRequest,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import { FirestoreState } from '@firestore-emulator/server';
// Not re-exported by the package index; its handler map is what we extend.
import { FirestoreServiceV1Impl } from '@firestore-emulator/server/dist/server/FirestoreServiceV1Impl/index.js';
import {
  Server,
  ServerCredentials,
  status as Status,
  type sendUnaryData,
  type ServerDuplexStream,
  type ServerErrorResponse,
  type ServerUnaryCall,
} from '@grpc/grpc-js';
import { handleListen } from './listen-rpc';
import { patchQueries } from './query';
import { applyWrites, monotonicClock, RpcError, timestampOf } from './write-rpc';

export interface FirestoreTestServer {
  /** `127.0.0.1:port`, for `connectFirestoreEmulator`. */
  host: string;
  state: FirestoreState;
  close(): Promise<void>;
}

const toServiceError = (error: unknown): ServerErrorResponse => {
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof RpcError ? error.code : Status.INTERNAL;
  return Object.assign(new Error(message), { code, details: message });
};

/**
 * @firestore-emulator/server with the streaming RPCs the web SDK needs (Write and a
 * multiplexed Listen) and an all-or-none Commit, bound to 127.0.0.1 on a free port.
 */
export async function startFirestoreServer(): Promise<FirestoreTestServer> {
  const state = new FirestoreState();
  patchQueries(state);
  const now = monotonicClock();
  const impl = new FirestoreServiceV1Impl(state);

  impl.Commit = (
    call: ServerUnaryCall<CommitRequest, CommitResponse>,
    callback: sendUnaryData<CommitResponse>,
  ) => {
    const commitTime = now();
    try {
      const results = applyWrites(state, call.request.writes, commitTime);
      callback(
        null,
        CommitResponse.fromObject({
          commit_time: timestampOf(commitTime),
          write_results: results,
        }),
      );
    } catch (error) {
      callback(toServiceError(error), null);
    }
  };

  impl.Write = (call: ServerDuplexStream<WriteRequest, WriteResponse>) => {
    const streamId = `stream-${Math.random().toString(36).slice(2)}`;
    let sequence = 0;
    const token = () => new TextEncoder().encode(`${streamId}:${++sequence}`);
    call.on('data', (request: WriteRequest) => {
      const commitTime = now();
      try {
        // The first message is the handshake: it carries no writes and gets no results.
        const results = request.writes.length ? applyWrites(state, request.writes, commitTime) : [];
        call.write(
          WriteResponse.fromObject({
            stream_id: streamId,
            stream_token: token(),
            write_results: results,
            commit_time: timestampOf(commitTime),
          }),
        );
      } catch (error) {
        // Like Firestore: a rejected write ends the stream with its status; the SDK reconnects.
        call.emit('error', toServiceError(error));
      }
    });
    call.on('end', () => call.end());
  };

  impl.Listen = (call: ServerDuplexStream<ListenRequest, ListenResponse>) =>
    handleListen(state, call);

  const server = new Server();
  server.addService(FirestoreServiceV1Impl.definition, impl);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
  return {
    host: `127.0.0.1:${port}`,
    state,
    close: async () => {
      // Clients keep their streams open; a graceful shutdown would wait for them forever.
      server.forceShutdown();
    },
  };
}
