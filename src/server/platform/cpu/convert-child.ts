/**
 * The process photo conversions run in (convert-process.ts, decision 017): started by the server
 * with a lower CPU priority (`HEAVY_WORK_NICE`), so a flood of conversions takes the cores only
 * when nothing else wants them: sign-in and API requests of the server process come first.
 * Plain erasable TypeScript, run by Node directly (`node src/server/platform/cpu/convert-child.ts`).
 */
import { setPriority } from 'node:os';
import type { ConvertOptions } from './convert-image.ts';

// On Linux a niceness is per thread and inherited by the threads created afterwards: set it before
// sharp (libvips) and libuv start theirs, hence nothing but node:os imported statically above.
const nice = Number(process.env.ATELIER_CONVERT_NICE ?? 0);
if (nice > 0) {
  try {
    setPriority(0, nice);
  } catch {
    // not allowed here (some containers): run at the normal priority
  }
}
const { convertPhoto, ImageConversionError } = await import('./convert-image.ts');
const sharp = (await import('sharp')).default;
sharp.concurrency(Number(process.env.ATELIER_CONVERT_THREADS ?? 1));

interface Job {
  id: number;
  path: string;
  options: ConvertOptions;
}

process.on('message', (job: Job) => {
  convertPhoto(job.path, job.options).then(
    (photo) => process.send!({ id: job.id, ok: true, data: photo.data, width: photo.width, height: photo.height }),
    (error: unknown) =>
      process.send!({
        id: job.id,
        ok: false,
        problem: error instanceof ImageConversionError ? error.problem : 'unreadable',
        message: (error as Error)?.message ?? 'conversion failed',
      }),
  );
});
// The server going away ends the child (the IPC channel closes).
process.on('disconnect', () => process.exit(0));
