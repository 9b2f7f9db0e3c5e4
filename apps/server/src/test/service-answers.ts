import net from 'node:net';

/**
 * Whether a TCP service (Redis, PostgreSQL) answers at `url` within a second. Tests that need
 * one skip with a message when it does not, instead of failing on a machine without it.
 */
export function serviceAnswers(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({
      host: hostname || '127.0.0.1',
      port: Number(port || defaultPort),
    });
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
