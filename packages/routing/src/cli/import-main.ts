import { runImport } from './import-graph.ts';

process.exitCode = await runImport(process.argv.slice(2));
