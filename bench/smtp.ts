/** Starts bench/smtp-sink.ts in its own process and reads its message count. */
import { fork, type ChildProcess } from 'node:child_process';

export interface SmtpSink {
  url: string;
  count: () => Promise<number>;
  stop: () => void;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const child: ChildProcess = fork(new URL('./smtp-sink.ts', import.meta.url).pathname, [], { stdio: 'inherit' });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`smtp sink exited (${code})`)));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve((m as { count: number }).count));
        child.send({});
      }),
    stop: () => child.kill(),
  };
}
