import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { waitForServer } from '../../scripts/lib/wait-for-server.mjs';
import { freePort } from './listen';

/**
 * A build of the site served on one fixed port, as a deploy serves it, for the offline worker's browser tests
 * (tests/e2e/offline.spec.ts, tests/engines/offline.spec.ts). The build is served by scripts/serve.mjs on a port of
 * the system's choosing, behind a small proxy on `port` that writes down every path the server is asked for: what
 * reached the network, as opposed to what the browser answered from its own caches. Serving another build on the
 * same port is a new deploy.
 */
export class OfflineSite {
  /** Every path the server was asked for, in order, since the last deploy. */
  served: string[] = [];
  private server: ChildProcess | null = null;
  private proxy: http.Server | null = null;

  constructor(
    readonly port: number,
    /** More options for scripts/serve.mjs, such as the engine tests' --record-page-errors. */
    private readonly serveArgs: string[] = [],
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Serves the build in `dir` on the site's port (a new deploy), with a fresh list of served paths. */
  async deploy(dir: string): Promise<void> {
    await this.stop();
    const internal = await freePort();
    this.server = spawn(
      process.execPath,
      ['scripts/serve.mjs', '--port', String(internal), '--dir', dir, ...this.serveArgs],
      { stdio: 'ignore' },
    );
    await waitForServer(`http://127.0.0.1:${internal}/`);
    this.served = [];
    this.proxy = http.createServer((request, response) => {
      this.served.push(new URL(request.url ?? '/', this.origin).pathname);
      const upstream = http.request(
        { host: '127.0.0.1', port: internal, path: request.url, method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    });
    await new Promise<void>((resolve) => this.proxy?.listen(this.port, '127.0.0.1', resolve));
  }

  /** Stops serving: the proxy first, so that no request reaches a server on its way out. */
  async stop(): Promise<void> {
    const { proxy, server } = this;
    this.proxy = null;
    this.server = null;
    if (proxy) await new Promise<void>((resolve) => proxy.close(() => resolve()).closeAllConnections());
    if (server && server.exitCode === null) {
      await new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill();
      });
    }
  }
}

/** In the page: the path of every address in every cache the worker keeps. Passed to a page's evaluate as it is. */
export async function keptPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const name of await caches.keys())
    for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
  return paths;
}
