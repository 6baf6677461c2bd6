import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';

/** The loopback pair served when `HOST` is left at its default. */
const LOOPBACK_V6 = '::1';

export interface Listening {
  servers: ServerType[];
  port: number;
  close(done: () => void): void;
}

const listenOne = (app: Hono, host: string, port: number) =>
  new Promise<ServerType>((resolve, reject) => {
    const server = createAdaptorServer({ fetch: app.fetch });
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });

/**
 * Listens on `host`. For the default loopback (127.0.0.1) it also listens on [::1] when the machine
 * has IPv6, so `http://localhost:PORT` works whichever address a client resolves localhost to first.
 */
export async function listen(
  app: Hono,
  host: string,
  port: number,
  defaultHost: boolean,
): Promise<Listening> {
  const first = await listenOne(app, host, port);
  const servers = [first];
  const bound = (first.address() as AddressInfo).port;
  if (defaultHost) {
    try {
      servers.push(await listenOne(app, LOOPBACK_V6, bound));
    } catch {
      // no IPv6 loopback here: 127.0.0.1 alone
    }
  }
  return {
    servers,
    port: bound,
    close: (done) => {
      let open = servers.length;
      for (const server of servers)
        server.close(() => {
          open -= 1;
          if (open === 0) done();
        });
    },
  };
}
