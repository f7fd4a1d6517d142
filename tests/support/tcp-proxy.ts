/**
 * A TCP proxy in front of PostgreSQL, for database fault tests: a server under test connects
 * through it, and the test can cut every connection (as a network failure would), refuse new
 * ones (PostgreSQL down), and let them through again. Only the proxied server is affected.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Destroys every open connection, both sides (the client sees a reset). */
  cutAll: () => void;
  /** New connections are refused (the listening socket is closed) until `accept()`. */
  refuse: () => Promise<void>;
  accept: () => Promise<void>;
  openConnections: () => number;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let server: Server | null = null;
  let boundPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        const pair: [Socket, Socket] = [client, upstream];
        pairs.add(pair);
        const drop = () => {
          pairs.delete(pair);
          client.destroy();
          upstream.destroy();
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      server.once('error', reject);
      server.listen(boundPort, '127.0.0.1', () => {
        boundPort = (server!.address() as { port: number }).port;
        resolve();
      });
    });

  // close() stops listening at once (the port is free again); its callback would wait for the
  // open connections to end, which is not what "refuse new connections" means.
  const stopListening = async () => {
    server?.close();
    server = null;
  };

  await listen();
  return {
    get port() {
      return boundPort;
    },
    cutAll: () => {
      for (const [client, upstream] of [...pairs]) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    refuse: async () => {
      await stopListening();
    },
    accept: async () => {
      if (!server) await listen();
    },
    openConnections: () => pairs.size,
    close: async () => {
      await stopListening();
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    },
  };
}
