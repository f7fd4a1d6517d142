/**
 * The SMTP listener in its own process, for throughput tests (an in-process listener shares the
 * event loop with the sender and halves the rate). Prints its URL; on "dump" from stdin prints the
 * JSON list of recipients received so far.
 */
import { createInterface } from 'node:readline';
import { startSmtpListener } from './smtp-listener.ts';

const smtp = await startSmtpListener();
console.log(smtp.url);
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'dump') console.log(JSON.stringify(smtp.messages.flatMap((m) => m.to)));
  if (line.trim() === 'quit') void smtp.close().then(() => process.exit(0));
});
