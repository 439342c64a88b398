import type { CsvRecord } from './csv-records.ts';

/** Splits RFC 4180 CSV text into rows of fields (`separator` `,` unless given, e.g. `;`). */
export function csvRows(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * The records of a CSV text (RFC 4180: comma-separated, `"`-quoted fields with doubled quotes, LF or CRLF;
 * a leading byte-order mark is ignored), keyed by the header row's column names. A column missing from a
 * short row is `undefined`, so a schema reports it as absent. Record `i` is line `i + 2` of the file when
 * no field spans lines, as `parseCsvRecords` assumes.
 *
 * @example parseTollPlazaRecords(csvTextRecords(readFileSync('pedagios/pracas.csv', 'utf8')))
 */
export function csvTextRecords(text: string, separator = ','): CsvRecord[] {
  const [header, ...rows] = csvRows(text.startsWith('\uFEFF') ? text.slice(1) : text, separator);
  if (!header) return [];
  return rows.map((cells) => {
    const record: Record<string, string | undefined> = {};
    header.forEach((name, i) => {
      record[name.trim()] = cells[i];
    });
    return record;
  });
}
