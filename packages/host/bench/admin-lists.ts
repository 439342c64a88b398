import { spawn } from 'node:child_process';
import { SERVER_DIR } from '@freight/bench-tools';

/** An admin list the bench opens: its menu entry and path, and the server's name of its rows. */
export interface BenchList {
  /** What the server's seeding script calls it (`--list`). */
  readonly name: 'plates' | 'shippers';
  /** Label of the main menu's entry ('Placas'). */
  readonly menuLabel: string;
  /** Path under `/app` ('/plates'). */
  readonly path: string;
}

/** The plates admin list (`/plates`, branch admin-plates). */
export const PLATES: BenchList = { name: 'plates', menuLabel: 'Placas', path: '/plates' };

/** The shippers admin list (`/shippers`). */
export const SHIPPERS: BenchList = { name: 'shippers', menuLabel: 'Embarcadores', path: '/shippers' };

/** The lists the admin bench can measure, by name. */
export const BENCH_LISTS = { plates: PLATES, shippers: SHIPPERS } as const;

/**
 * Prepares the PGlite folder `dataDir` with the demo data and `rows` rows of `list` in the demo (admin's)
 * company, straight into the database: the server package's `src/bench/seed-list-rows.ts`, run as its own
 * process (the host does not import the server). Answers the company's rows of that list.
 */
export function seedList(
  dataDir: string,
  list: BenchList,
  rows: number,
  demoPassword: string,
): Promise<number> {
  const args = [
    '--data-dir',
    dataDir,
    '--list',
    list.name,
    '--rows',
    String(rows),
    '--demo-password',
    demoPassword,
  ];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/bench/seed-list-rows.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      try {
        const answer = JSON.parse(line) as { rows?: unknown };
        if (code === 0 && typeof answer.rows === 'number') return resolve(answer.rows);
      } catch {
        // reported below
      }
      reject(new Error(`seeding ${list.name} failed (exit ${code}):\n${output.slice(-4000)}`));
    });
  });
}
