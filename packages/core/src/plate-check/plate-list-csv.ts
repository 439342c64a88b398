import { plateTextSchema } from '../schemas/primitives.ts';

/** One line of a plate list file that could not be read. */
export interface PlateListError {
  /** Line number in the file (from 1). */
  line: number;
  message: string;
}

/** What {@link parsePlateListCsv} read: the plates (upper-case, repeats dropped), or every bad line. */
export type PlateListParse =
  { success: true; plates: string[] } | { success: false; errors: PlateListError[] };

const HEADERS = new Set(['placa', 'placas', 'plate', 'plates']);

/**
 * The plates of a CSV file: one plate per line, or the first column (`;` or `,` separated, quotes
 * allowed); a first line reading 'placa'/'plate' is the header; blank lines are skipped. Each plate
 * follows the plate rule (SPEC §5, message 'Placa Inválida').
 *
 * @example parsePlateListCsv('placa\nbra2e19\nABC-1234') // { success: true, plates: ['BRA2E19', 'ABC1234'] }
 */
export function parsePlateListCsv(text: string): PlateListParse {
  const plates = new Set<string>();
  const errors: PlateListError[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((raw, index) => {
      const cell = (raw.split(/[;,]/)[0] ?? '')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim();
      if (cell === '') return;
      if (index === 0 && HEADERS.has(cell.toLowerCase())) return;
      const parsed = plateTextSchema.safeParse(cell);
      if (parsed.success) plates.add(parsed.data);
      else errors.push({ line: index + 1, message: `Placa Inválida: ${cell.slice(0, 20)}` });
    });
  if (errors.length > 0) return { success: false, errors };
  if (plates.size === 0)
    return { success: false, errors: [{ line: 1, message: 'O arquivo não tem placas.' }] };
  return { success: true, plates: [...plates] };
}
