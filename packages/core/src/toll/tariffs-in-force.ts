/** One published fare of a plaza: the fare (R$, cash) of one category multiplier from a start date on. */
export interface TollTariffRow {
  /** Category multiplier (0.5, 1, 1.5, 2, 3 … 8, or 10 where published). */
  multiplier: number;
  /** Fare in reais, 2 decimals. */
  fare: number;
  /** First day of validity, `yyyy-MM-dd`. */
  validFrom: string;
}

/** The fare table of a plaza in force on a date. */
export interface TollTariffTable {
  /** Start date shared by every row of the table. */
  validFrom: string;
  /** The table's rows, by ascending multiplier. */
  rows: TollTariffRow[];
  /** True when the date precedes every table of the plaza and the earliest one was used instead. */
  beforeFirstTable: boolean;
}

/**
 * The fare table of one plaza in force on `date` (`yyyy-MM-dd`; a longer date-time keeps its first 10
 * characters).
 *
 * A plaza's rows are grouped by start date into tables, and the table with the latest start date on or
 * before `date` applies as a WHOLE: a later table supersedes every multiplier of the earlier one from its
 * start date on (pedagios/README: "the later one supersedes the earlier from that date on"), so a
 * multiplier the newer table leaves out is not taken from the older one.
 *
 * When `date` precedes every table, the earliest table is used (`beforeFirstTable: true`): the data's
 * start dates are often the day a table was read, not its real start, and a plaza that is there must not
 * turn free. A plaza without rows gives `null`.
 *
 * @example tariffsInForce(rows, '2026-06-30') // the 2025-07-01 table of a SPVias plaza
 */
export function tariffsInForce(rows: readonly TollTariffRow[], date: string): TollTariffTable | null {
  if (rows.length === 0) return null;
  const day = date.slice(0, 10);
  const starts = [...new Set(rows.map((row) => row.validFrom))].sort();
  const inForce = starts.filter((start) => start <= day).at(-1);
  const validFrom = inForce ?? starts[0]!;
  return {
    validFrom,
    rows: rows.filter((row) => row.validFrom === validFrom).sort((a, b) => a.multiplier - b.multiplier),
    beforeFirstTable: inForce === undefined,
  };
}
