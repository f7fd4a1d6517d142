/**
 * A local SMTP listener for the reminder benchmark: accepts every message (no auth, no TLS),
 * reads it to the end and counts it. Runs as its own process (as a real MTA would) and answers
 * `{count}` to any IPC message; reports `{port}` once listening.
 */
import { SMTPServer } from 'smtp-server';

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  maxClients: 100,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      count += 1;
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  const address = server.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', () => process.send!({ count }));
process.on('disconnect', () => process.exit(0));
