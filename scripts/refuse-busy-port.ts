/**
 * `npm start` on a port another program holds: refused in a moment, before the build, the
 * migrations or the seeds (which took minutes before failing with an EADDRINUSE stack), with one
 * line that names PORT. The real listen can still lose a race to another program: it reports the
 * same line (`describeListenError`).
 */
import { createServer } from 'node:net';

export function busyPortLine(host: string, port: number): string {
  return `PORT: ${host}:${port} is already in use (another Atelier instance or another program); stop it or set PORT to a free port`;
}

/** The line to print when listening failed for a reason an operator can act on, else null. */
export function describeListenError(error: unknown, host: string, port: number): string | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE') return busyPortLine(host, port);
  if (code === 'EACCES') return `PORT: ${host}:${port} may not be opened by this user (ports below 1024 need privileges); set PORT to 1024 or above`;
  if (code === 'EADDRNOTAVAIL') return `HOST: ${host} is not an address of this machine; set HOST to one (127.0.0.1 behind a proxy)`;
  return null;
}

/** Exits 1 with the line above when HOST:PORT cannot be listened on; port 0 (any free port) always can. */
export async function refuseBusyPort(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const problem = await new Promise<string | null>((resolve) => {
    const probe = createServer();
    probe.once('error', (error) => resolve(describeListenError(error, host, port)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
