import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ThrottleProxy {
  port: number;
  /** Bytes per second the browser may send upstream; null: no limit. */
  setUploadRate(bytesPerSecond: number | null): void;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of the API (the browser's connections to the API origin are mapped here): answers pass
 * untouched, the request bytes are read at `setUploadRate` when set, so an upload takes seconds. When the API is
 * down or dies, the browser's connection is reset, as it would be without the relay.
 */
export async function startThrottleProxy(targetPort: number): Promise<ThrottleProxy> {
  let rate: number | null = null;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    const end = (): void => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      if (rate === null) {
        if (!upstream.write(chunk)) {
          client.pause();
          upstream.once('drain', () => client.resume());
        }
        return;
      }
      client.pause();
      const slice = Math.max(1, Math.floor(rate / 20));
      let at = 0;
      const next = (): void => {
        if (upstream.destroyed) return;
        if (at >= chunk.length) return void client.resume();
        upstream.write(chunk.subarray(at, at + slice));
        at += slice;
        setTimeout(next, 50);
      };
      next();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    setUploadRate(bytesPerSecond) {
      rate = bytesPerSecond;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
