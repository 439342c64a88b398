import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The workspace's server package folder (where `src/main.ts` is): the default `serverDir`. */
export const SERVER_DIR = fileURLToPath(new URL('../../../packages/server/', import.meta.url));

/** Keep this much of the server's output, for the message when something fails. */
const OUTPUT_LIMIT = 64 * 1024;

/** A real server process (`src/main.ts`) on a port of this machine. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** The last 64 KiB of its standard output and error. */
  output(): string;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A TCP port free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server's `src/main.ts` as its own Node process (`node --import tsx`, so a signal reaches the server
 * itself, not a wrapper) over PGlite in `dataDir`, and waits until `GET /api/health` answers 200.
 * `env` adds or overrides settings (`DEMO_PASSWORD`, `LOG_LEVEL`, …).
 *
 * @example
 * const server = await startServerProcess({ dataDir, env: { DEMO_PASSWORD: 'demo-senha-1' } });
 * await fetch(`${server.url}/api/health`);
 * await server.stop('SIGKILL');
 */
export async function startServerProcess(options: {
  dataDir: string;
  /** Folder of the server package to start ({@link SERVER_DIR} by default). */
  serverDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** Extra options of `node` (`--cpu-prof`, …). */
  nodeArgs?: string[];
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/main.ts'], {
    cwd: options.serverDir ?? SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ended = false;
  void exited.then(() => (ended = true));

  const server: ServerProcess = {
    url,
    port,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (!ended) child.kill(signal);
      await exited;
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the server exited before answering (code ${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop('SIGKILL');
  throw new Error(`the server did not answer within ${options.timeoutMs ?? 60_000} ms:\n${output}`);
}
