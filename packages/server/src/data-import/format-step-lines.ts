import type { PlacementSummary, UnplacedReason } from '../tolls/index.ts';
import type { DataImportStepReport } from './data-import-report.ts';
import { STEP_LABELS } from './data-import-steps.ts';
import type { CsvImportError } from './csv-import-error.ts';

const count = (n: number): string => n.toLocaleString('pt-BR');
const seconds = (s: number): string =>
  `${s.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`;

const UNPLACED_LABELS: Readonly<Record<UnplacedReason, string>> = {
  'no-road-number': 'rodovia sem número',
  'no-road-within-distance': 'nenhuma via da rodovia a até 2 km',
};

/** `file:line: message` (`file: message` for the file as a whole). */
export function formatImportError(error: CsvImportError): string {
  return error.line > 0 ? `${error.file}:${error.line}: ${error.message}` : `${error.file}: ${error.message}`;
}

function outcome(report: DataImportStepReport, placements: PlacementSummary | null): string {
  switch (report.status) {
    case 'unchanged':
      return 'inalterado';
    case 'missing':
      return 'arquivo opcional ausente, nada importado';
    case 'skipped':
      return `não importado: ${report.detail ?? 'depende de um passo que falhou'}`;
    case 'failed':
      return `ERRO, nada gravado (${count(report.errors.length)} erro(s))`;
    case 'imported':
      break;
  }
  if (report.step === 'road-graph') {
    return `grafo gerado com ${count(report.rows)} arestas em ${seconds(report.seconds)}`;
  }
  if (report.step === 'gazetteer') {
    return `${count(report.rows)} endereços indexados em ${seconds(report.seconds)}`;
  }
  if (report.step === 'toll-placements' && placements) {
    const unplaced = Object.entries(placements.byReason).map(
      ([reason, ids]) => `${count(ids.length)} (${UNPLACED_LABELS[reason as UnplacedReason] ?? reason})`,
    );
    return (
      `${count(placements.placed)} de ${count(placements.total)} praças posicionadas` +
      (unplaced.length > 0 ? `, sem posição: ${unplaced.join(', ')}` : '') +
      ` (distância mediana ${count(placements.distanceM.median)} m) em ${seconds(report.seconds)}`
    );
  }
  return (
    `${count(report.rows)} linha(s) importada(s): ${count(report.inserted)} nova(s), ` +
    `${count(report.updated)} alterada(s) em ${seconds(report.seconds)}`
  );
}

/**
 * The pt-BR lines of a step for people: `label (file): outcome`, then its errors (`file:line: message`)
 * and warnings, indented.
 *
 * @example formatStepLines(report)[0] // 'estados (municipios/estados.csv): inalterado'
 */
export function formatStepLines(
  report: DataImportStepReport,
  placements: PlacementSummary | null = null,
): string[] {
  const lines = [`${STEP_LABELS[report.step]} (${report.file}): ${outcome(report, placements)}`];
  for (const error of report.errors) lines.push(`  ${formatImportError(error)}`);
  for (const warning of report.warnings) lines.push(`  aviso: ${warning}`);
  return lines;
}
