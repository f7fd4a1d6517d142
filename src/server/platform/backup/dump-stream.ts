/**
 * The database part of a backup (decision 040): one stream, the same for PGlite and PostgreSQL, so
 * a backup restores into either. A line of JSON opens each section; a table's rows follow in
 * PostgreSQL's COPY text format, as frames (`<length>\n<bytes>`, `0\n` ending the table):
 *
 *   {"format":"atelier-database","version":1,…}\n
 *   {"table":"users","columns":[…]}\n 1234\n<bytes> 0\n
 *   …
 *   {"end":true,"tables":N}\n            (or {"error":"…"}\n when the dump failed half-way)
 */

export const DUMP_FORMAT = 'atelier-database';

export interface DumpHeader {
  format: typeof DUMP_FORMAT;
  version: 1;
  engine: 'pglite' | 'postgres';
  taken_at: string;
  /** The drizzle migrations applied, oldest first: the schema the rows belong to. */
  migrations: { hash: string; created_at: number }[];
  /** Sequences of the public schema (none today) and where they stood. */
  sequences: { name: string; last_value: string | null }[];
}

export interface DumpTable {
  table: string;
  columns: string[];
}

export const encodeLine = (value: object): Buffer => Buffer.from(`${JSON.stringify(value)}\n`);
/** Frames of at most 1 MiB, so a reader never holds much more than that. */
export function encodeFrames(bytes: Uint8Array): Buffer[] {
  const frames: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += FRAME_BYTES) {
    const piece = Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(FRAME_BYTES, bytes.length - at));
    frames.push(Buffer.from(`${piece.length}\n`), piece);
  }
  return frames;
}
const FRAME_BYTES = 1024 * 1024;
export const END_OF_TABLE = Buffer.from('0\n');

/** Reads lines and exact byte counts from a stream of chunks (joined once per line or frame, never per chunk). */
export class DumpReader {
  private buffered: Buffer = Buffer.alloc(0);
  private readonly source: AsyncIterator<Buffer | Uint8Array | string>;

  constructor(source: AsyncIterable<Buffer | Uint8Array | string>) {
    this.source = source[Symbol.asyncIterator]();
  }

  /** Reads on until `enough(chunk)` says the last chunk completes what is wanted; false at the end of the stream. */
  private async readUntil(enough: (chunk: Buffer, total: number) => boolean): Promise<boolean> {
    const pending = [this.buffered];
    let total = this.buffered.length;
    let found = false;
    while (!found) {
      const next = await this.source.next();
      if (next.done) break;
      const chunk = Buffer.from(next.value);
      pending.push(chunk);
      total += chunk.length;
      found = enough(chunk, total);
    }
    this.buffered = Buffer.concat(pending, total);
    return found;
  }

  async line(): Promise<string> {
    let at = this.buffered.indexOf(0x0a);
    if (at === -1) {
      await this.readUntil((chunk, total) => chunk.includes(0x0a) || total > MAX_LINE);
      at = this.buffered.indexOf(0x0a);
    }
    if (at === -1 || at > MAX_LINE) throw new Error('the database dump is cut short or damaged');
    const text = this.buffered.subarray(0, at).toString('utf8');
    this.buffered = this.buffered.subarray(at + 1);
    return text;
  }

  async json<T>(): Promise<T> {
    const value = JSON.parse(await this.line()) as T & { error?: string };
    if (value && typeof value.error === 'string') throw new Error(`the dump failed while it was taken: ${value.error}`);
    return value;
  }

  /** The frames of one table, as they come. */
  async *frames(): AsyncGenerator<Buffer> {
    for (;;) {
      const length = Number(await this.line());
      if (!Number.isSafeInteger(length) || length < 0 || length > FRAME_BYTES) throw new Error('the database dump is damaged (bad frame)');
      if (length === 0) return;
      if (this.buffered.length < length && !(await this.readUntil((_chunk, total) => total >= length))) throw new Error('the database dump is cut short');
      const frame = this.buffered.subarray(0, length);
      this.buffered = this.buffered.subarray(length);
      yield frame;
    }
  }
}

const MAX_LINE = 1_000_000;
