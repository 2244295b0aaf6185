import { Value } from '@firestore-emulator/proto/dist/google/firestore/v1/document.js';
import {
  DocumentTransformFieldTransformServerValue,
  type Write,
} from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';
import type { FirestoreState } from '@firestore-emulator/server';
import { status as Status } from '@grpc/grpc-js';

type ValueObject = ReturnType<Value['toObject']>;
type TimestampObject = { seconds: number; nanos: number };

/** A gRPC error the SDK maps to a FirestoreError code. */
export class RpcError extends Error {
  constructor(
    readonly code: Status,
    message: string,
  ) {
    super(message);
  }
}

const timestampOf = (date: Date): TimestampObject => ({
  seconds: Math.floor(date.getTime() / 1000),
  nanos: (date.getTime() % 1000) * 1_000_000,
});
const millisOf = (t: { seconds?: number; nanos?: number }) =>
  (t.seconds ?? 0) * 1000 + Math.floor((t.nanos ?? 0) / 1_000_000);

/** Splits a canonical field path (`a.b`, `` `x-y`.z ``) into its segments. */
export function fieldPathSegments(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i += 1) {
    const ch = path[i];
    if (ch === '\\' && quoted) current += path[++i] ?? '';
    else if (ch === '`') quoted = !quoted;
    else if (ch === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else current += ch;
  }
  segments.push(current);
  return segments;
}

// The package's mask code quotes only segments holding a dot; the SDK quotes any
// non-identifier segment (`product-data`), so masks are re-encoded to its convention.
const toPackageMaskPath = (path: string) =>
  fieldPathSegments(path)
    .map((s) => (s.includes('.') ? `\`${s}\`` : s))
    .join('.');

function setNested(fields: Map<string, Value>, segments: string[], value: Value) {
  const [head, ...rest] = segments;
  if (rest.length === 0) {
    fields.set(head, value);
    return;
  }
  const existing = fields.get(head);
  const child = existing?.has_map_value
    ? existing
    : Value.fromObject({ map_value: { fields: {} } });
  setNested(child.map_value.fields, rest, value);
  fields.set(head, child);
}

/**
 * The package applies field transforms only to top-level fields and reports no transform
 * results, which the SDK requires. Server timestamps (the only transform the console
 * uses) become plain values of the commit time, at any depth. Edits the message in place
 * (a toObject/fromObject round trip loses its oneof fields).
 */
export function resolveServerTimestamps(write: Write, commitTime: Date): ValueObject[] {
  if (!write.has_update) return [];
  const results: ValueObject[] = [];
  for (const transform of write.update_transforms) {
    if (transform.set_to_server_value !== DocumentTransformFieldTransformServerValue.REQUEST_TIME) {
      throw new RpcError(Status.UNIMPLEMENTED, 'Only serverTimestamp transforms are supported.');
    }
    const value: ValueObject = { timestamp_value: timestampOf(commitTime) };
    setNested(
      write.update.fields,
      fieldPathSegments(transform.field_path),
      Value.fromObject(value),
    );
    if (write.has_update_mask) write.update_mask.field_paths.push(transform.field_path);
    results.push(value);
  }
  write.update_transforms = [];
  if (write.has_update_mask) {
    write.update_mask.field_paths = write.update_mask.field_paths.map(toPackageMaskPath);
  }
  return results;
}

/** Checks every precondition before any write, so a commit applies all writes or none. */
export function checkPreconditions(state: FirestoreState, writes: Write[]): void {
  for (const write of writes) {
    if (!write.has_current_document) continue;
    const path = write.has_delete ? write.delete : write.update.name;
    const { metadata } = state.getDocument(path);
    const pre = write.current_document;
    if (pre.has_exists && pre.exists !== metadata.hasExist) {
      throw pre.exists
        ? new RpcError(Status.NOT_FOUND, `No document to update: ${path}`)
        : new RpcError(Status.ALREADY_EXISTS, `Document already exists: ${path}`);
    }
    if (
      pre.has_update_time &&
      (!metadata.hasExist || metadata.updatedAt.getTime() !== millisOf(pre.update_time))
    ) {
      throw new RpcError(Status.FAILED_PRECONDITION, `Document changed since read: ${path}`);
    }
  }
}

/**
 * Applies one commit. A write without a mask replaces the whole document (the package
 * would keep fields the new data lacks), so an existing document is cleared first.
 */
export function applyWrites(state: FirestoreState, writes: Write[], commitTime: Date) {
  checkPreconditions(state, writes);
  return writes.map((write) => {
    const transformResults = resolveServerTimestamps(write, commitTime);
    const mustExist = write.has_current_document && write.current_document.exists === true;
    const replaces = write.has_update && !write.has_update_mask && !mustExist;
    if (replaces) {
      const document = state.getDocument(write.update.name);
      if (document.metadata.hasExist) document.delete();
    }
    const result = state.writeV1Document(commitTime, write).toObject();
    return { ...result, transform_results: transformResults };
  });
}

/** Commit times strictly increase, so the SDK never sees two versions at the same instant. */
export function monotonicClock(): () => Date {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last);
  };
}

export { timestampOf };
