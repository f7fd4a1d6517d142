/**
 * Photo conversion in a child process at a lower CPU priority (decision 017). The lanes of
 * bounded-work.ts decide how many conversions run; this decides where: in one child started on
 * first use with `HEAVY_WORK_NICE` (default 10), so on a busy host the kernel gives the server's
 * own threads (requests, password hashing) the CPU first. Same contract as convertPhoto; a child
 * that dies fails its jobs with 503 `busy` and is started again on the next one.
 * `HEAVY_WORK_NICE=0` converts in the server process instead.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { env } from '#src/env.ts';
import { convertPhoto, ImageConversionError, type ConvertedImage, type ConvertOptions, type ImageProblem } from './convert-image.ts';
import { busy } from './bounded-work.ts';

type Reply = { id: number; ok: true; data: Uint8Array; width: number; height: number } | { id: number; ok: false; problem: ImageProblem; message: string };

interface Pending {
  resolve: (image: ConvertedImage) => void;
  reject: (error: unknown) => void;
}

let child: ChildProcess | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

/** The child's entry: beside this file in the sources (the server bundle runs from the project root). */
function childEntry(): string {
  return resolve(process.env.ATELIER_ROOT ?? process.cwd(), 'src/server/platform/cpu/convert-child.ts');
}

function start(): ChildProcess {
  const settings = env();
  const started = fork(childEntry(), [], {
    serialization: 'advanced', // Buffers cross as bytes, not JSON
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ATELIER_CONVERT_NICE: String(settings.HEAVY_WORK_NICE), ATELIER_CONVERT_THREADS: String(settings.HEAVY_WORK_THREADS_PER_JOB) },
    execArgv: [],
  });
  started.on('message', (reply: Reply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    if (reply.ok) job.resolve({ data: Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength), width: reply.width, height: reply.height, mime: 'image/webp' });
    else job.reject(new ImageConversionError(reply.problem, reply.message));
  });
  started.on('exit', () => {
    if (child === started) child = null;
    for (const job of pending.values()) job.reject(busy());
    pending.clear();
  });
  // Never keeps the server (or a test) alive on its own.
  started.unref();
  started.channel?.unref();
  return started;
}

/** convertPhoto, in the low-priority child (or here when HEAVY_WORK_NICE=0). */
export function convertInChild(path: string, options: ConvertOptions = {}): Promise<ConvertedImage> {
  // Without the sources beside the build (an unusual deployment), convert here rather than fail.
  if (env().HEAVY_WORK_NICE === 0 || !existsSync(childEntry())) return convertPhoto(path, options);
  child ??= start();
  const id = nextId++;
  return new Promise<ConvertedImage>((resolvePromise, reject) => {
    pending.set(id, { resolve: resolvePromise, reject });
    child!.channel?.ref(); // a job is waiting: keep the channel open until it answers
    child!.send({ id, path, options }, (error) => {
      if (!error) return;
      pending.delete(id);
      reject(busy());
    });
  }).finally(() => {
    if (pending.size === 0) child?.channel?.unref();
  });
}

/** The child's process id, when it runs (tests, operators' tools). */
export function convertChildPid(): number | null {
  return child?.pid ?? null;
}

/** Stops the child (server shutdown, tests). */
export function stopConvertChild(): void {
  child?.kill();
  child = null;
}
