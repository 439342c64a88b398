import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { municipalitySeatsFromCsv } from '../synthetic/municipality-seats.ts';
import { fileSink } from '../synthetic/osm-pbf-writer.ts';
import { tollPlazaSitesFromCsv } from '../synthetic/toll-plaza-sites.ts';
import { writeSyntheticPbf } from '../synthetic/write-synthetic-pbf.ts';
import { sharedDataDir } from '../test-support/shared-data.ts';
import { Progress } from './progress.ts';

const USAGE =
  'usage: synthetic-pbf --out <file.osm.pbf> [--scale 1] [--seed 1] [--municipalities municipios.csv | --invented-municipalities] [--plazas pracas.csv | --no-plazas]';

// `pnpm run synthetic-pbf -- --out x` passes the `--` on
const argv = process.argv.slice(2);
let parsed;
try {
  parsed = parseArgs({
    args: argv[0] === '--' ? argv.slice(1) : argv,
    options: {
      out: { type: 'string' },
      scale: { type: 'string' },
      seed: { type: 'string' },
      municipalities: { type: 'string' },
      'invented-municipalities': { type: 'boolean' },
      plazas: { type: 'string' },
      'no-plazas': { type: 'boolean' },
    },
  });
} catch (error) {
  process.stderr.write(`error: ${(error as Error).message}\n${USAGE}\n`);
  process.exit(1);
}
const { values } = parsed;
const cwd = process.env['INIT_CWD'] ?? process.cwd();
const scale = Number(values.scale ?? 1);
const seed = Number(values.seed ?? 1);
if (!values.out || !(scale > 0) || !Number.isInteger(seed)) {
  process.stderr.write(`error: ${values.out ? 'bad --scale or --seed' : 'no --out file'}\n${USAGE}\n`);
  process.exit(1);
}
const out = resolve(cwd, values.out);
/**
 * A CSV input of the generator: the file given, else `fallback` under the shared data when it exists;
 * none when `off` (or no file was given and the fallback is missing). Returns the parsed file and its path.
 */
function optionalCsv<T>(
  given: string | undefined,
  fallback: readonly string[],
  off: boolean | undefined,
  parse: (text: string) => T,
): { parsed: T | undefined; path: string } {
  const path = given ? resolve(cwd, given) : join(sharedDataDir(), ...fallback);
  const skip = off || (!given && !existsSync(path));
  return { parsed: skip ? undefined : parse(readFileSync(path, 'utf8')), path };
}

const { parsed: municipalities, path: csv } = optionalCsv(
  values.municipalities,
  ['municipios', 'municipios.csv'],
  values['invented-municipalities'],
  municipalitySeatsFromCsv,
);
process.stderr.write(
  `municipalities: ${municipalities ? `${municipalities.length} from ${csv}` : 'invented'}; scale ${scale}, seed ${seed}\n`,
);
const { parsed: plazaFile, path: plazaCsv } = optionalCsv(
  values.plazas,
  ['pedagios', 'pracas.csv'],
  values['no-plazas'],
  tollPlazaSitesFromCsv,
);
process.stderr.write(
  `toll plazas: ${plazaFile ? `${plazaFile.sites.length} from ${plazaCsv}` : 'none'}\n` +
    (plazaFile?.withoutRoadNumber ?? [])
      .map((row) => `  skipped line ${row.line} (${row.id}): no road number in "${row.rodovia}"\n`)
      .join(''),
);

const progress = new Progress();
const started = performance.now();
const file = fileSink(out);
const report = writeSyntheticPbf(file.write, {
  scale,
  seed,
  ...(municipalities ? { municipalities } : {}),
  ...(plazaFile ? { tollPlazas: plazaFile.sites } : {}),
  onProgress: (stage, done, total) => progress.update(stage, done, total),
});
file.close();
progress.done();
const seconds = (performance.now() - started) / 1000;
const n = (value: number) => value.toLocaleString('en');
const classes = Object.entries(report.byHighway)
  .sort((a, b) => b[1] - a[1])
  .map(([highway, count]) => `  ${highway.padEnd(16)} ${n(count)}`)
  .join('\n');
process.stdout.write(
  `wrote ${out}: ${n(report.nodes)} nodes, ${n(report.ways)} ways, ${n(report.towns)} towns, ` +
    `${n(report.links)} national roads, ${n(report.tollBooths)} toll booths\n` +
    `toll plazas on national roads: ${n(report.tollPlazas.assigned)} of ${n(report.tollPlazas.given)}\n` +
    `${(report.bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s, peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB\n` +
    `ways by highway:\n${classes}\n`,
);
