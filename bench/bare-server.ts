/**
 * The baseline: a bare node:http server answering every request with one fixed JSON body and
 * the same headers as our API (content-type, cache-control). Spawned as its own process, like
 * the app, so it does not share an event loop with autocannon. Reports its port over IPC.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.argv[2]!);
// Optional second argument: a JSON file of headers replacing the API ones (the landing scenario).
const headers: Record<string, string | number> = process.argv[3]
  ? { ...JSON.parse(readFileSync(process.argv[3], 'utf8')), 'content-length': body.length }
  : { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': body.length };
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('disconnect', () => process.exit(0));
