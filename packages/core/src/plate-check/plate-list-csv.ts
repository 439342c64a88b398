import { plateTextSchema } from '../schemas/primitives.ts';
import { MSG_INVALID_PLATE } from '../validation/messages.ts';

/** One line of a plate list file that could not be read. */
export interface PlateListError {
  /** Line (or spreadsheet row) number in the file (from 1). */
  line: number;
  message: string;
}

/** What a plate list reader read: the plates (upper-case, repeats dropped), or every bad line. */
export type PlateListParse =
  { success: true; plates: string[] } | { success: false; errors: PlateListError[] };

/** The plate cell of one line (or spreadsheet row) of a plate list file. */
export interface PlateListCell {
  /** Line (or row) number in the file (from 1). */
  line: number;
  text: string;
}

const HEADERS = new Set(['placa', 'placas', 'plate', 'plates']);

/**
 * Whether `text` names the plate column ('placa', 'placas', 'plate', 'plates'; case, accents and
 * surrounding blanks ignored).
 *
 * @example isPlateListHeader(' Pláca ') // true
 */
export function isPlateListHeader(text: string): boolean {
  const name = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
  return HEADERS.has(name);
}

/**
 * The plates of a plate list, whatever its file format: blank cells are skipped, the first non-blank
 * cell is the header when it reads 'placa'/'plate' ({@link isPlateListHeader}), every other cell follows
 * the plate rule (SPEC §5, message 'Placa Inválida: <text>', named by its line); a list without plates
 * is an error ('O arquivo não tem placas.').
 *
 * @example parsePlateList([{ line: 1, text: 'Placa' }, { line: 2, text: 'bra2e19' }]) // { success: true, plates: ['BRA2E19'] }
 */
export function parsePlateList(cells: Iterable<PlateListCell>): PlateListParse {
  const plates = new Set<string>();
  const errors: PlateListError[] = [];
  let first = true;
  for (const { line, text } of cells) {
    const cell = text.trim();
    if (cell === '') continue;
    const header = first && isPlateListHeader(cell);
    first = false;
    if (header) continue;
    const parsed = plateTextSchema.safeParse(cell);
    if (parsed.success) plates.add(parsed.data);
    else errors.push({ line, message: `${MSG_INVALID_PLATE}: ${cell.slice(0, 20)}` });
  }
  if (errors.length > 0) return { success: false, errors };
  if (plates.size === 0)
    return { success: false, errors: [{ line: 1, message: 'O arquivo não tem placas.' }] };
  return { success: true, plates: [...plates] };
}

/**
 * The plates of a CSV file: one plate per line, or the first column (`;` or `,` separated, quotes
 * allowed), read by {@link parsePlateList} (header 'placa'/'plate', blank lines skipped).
 *
 * @example parsePlateListCsv('placa\nbra2e19\nABC-1234') // { success: true, plates: ['BRA2E19', 'ABC1234'] }
 */
export function parsePlateListCsv(text: string): PlateListParse {
  return parsePlateList(
    text
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\n|\r/)
      .map((raw, index) => ({
        line: index + 1,
        text: (raw.split(/[;,]/)[0] ?? '').trim().replace(/^"(.*)"$/, '$1'),
      })),
  );
}
