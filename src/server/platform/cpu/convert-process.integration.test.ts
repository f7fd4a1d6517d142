/** Photo conversion in the low-priority child process (decision 017). */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { convertChildPid, convertInChild, stopConvertChild } from './convert-process.ts';
import { ImageConversionError } from './convert-image.ts';
import { AppError } from '../http/errors.ts';
import { phoneJpeg } from '#tests/support/file-fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'atelier-convert-child-'));
afterAll(() => {
  stopConvertChild();
  rmSync(dir, { recursive: true, force: true });
});

function file(bytes: Buffer): string {
  const path = join(dir, `${Math.random().toString(16).slice(2)}.bin`);
  writeFileSync(path, bytes);
  return path;
}

/** Niceness of the threads that do the work: main, libuv's and libvips' (field 19 of /proc/…/stat). */
function niceOfWorkers(pid: number): Set<number> {
  const found = new Set<number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
    if (tid !== String(pid) && !/^(libuv-worker|libvips)/.test(name)) continue; // V8's own threads start before it is set
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    found.add(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
  }
  return found;
}

describe('convertInChild', () => {
  it('converts like convertPhoto, in a child running at a lower CPU priority', async () => {
    const photo = await convertInChild(file(await phoneJpeg()));
    expect(photo).toMatchObject({ mime: 'image/webp', width: 200, height: 300 });
    expect((await sharp(photo.data).metadata()).format).toBe('webp');
    const pid = convertChildPid();
    expect(pid).not.toBeNull();
    expect(pid).not.toBe(process.pid);
    expect(niceOfWorkers(pid!)).toEqual(new Set([10]));
  });

  it('gives ImageConversionError for bytes that are not an image', async () => {
    const error = await convertInChild(file(Buffer.from('not an image'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageConversionError);
    expect((error as ImageConversionError).problem).toBe('unreadable');
  });

  it('fails the jobs of a child that dies with 503 busy, and starts a new one for the next', async () => {
    const path = file(await phoneJpeg());
    const job = convertInChild(path);
    process.kill(convertChildPid()!, 'SIGKILL');
    const error = await job.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('busy');
    await expect(convertInChild(path)).resolves.toMatchObject({ mime: 'image/webp' });
  });
});
