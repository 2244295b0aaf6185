import type { RecordedRequest, RequestFilter } from './types';

export const DEFAULT_RECORD_LIMIT = 200_000;

/** A ring buffer: memory stays bounded when a benchmark fires 100,000+ calls. */
export class Recorder {
  private buffer: (RecordedRequest | undefined)[];
  private start = 0;
  private count = 0;
  private seq = 0;

  constructor(private readonly limit = DEFAULT_RECORD_LIMIT) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error('recordLimit must be a positive integer');
    this.buffer = [];
  }

  nextSeq(): number {
    return ++this.seq;
  }

  push(record: RecordedRequest): void {
    if (this.count < this.limit) {
      this.buffer[(this.start + this.count) % this.limit] = record;
      this.count++;
      return;
    }
    this.buffer[this.start] = record;
    this.start = (this.start + 1) % this.limit;
  }

  /** Oldest first. */
  list(filter: RequestFilter = {}): RecordedRequest[] {
    const out: RecordedRequest[] = [];
    for (let i = 0; i < this.count; i++) {
      const record = this.buffer[(this.start + i) % this.limit]!;
      if (filter.route !== undefined && record.routeId !== filter.route) continue;
      if (filter.service !== undefined && record.service !== filter.service) continue;
      if (filter.method !== undefined && record.method !== filter.method.toUpperCase()) continue;
      if (filter.path !== undefined && !record.path.includes(filter.path)) continue;
      if (filter.since !== undefined && record.seq <= filter.since) continue;
      out.push(record);
    }
    return out;
  }

  get size(): number {
    return this.count;
  }

  get total(): number {
    return this.seq;
  }

  clear(): void {
    this.buffer = [];
    this.start = 0;
    this.count = 0;
    this.seq = 0;
  }
}
