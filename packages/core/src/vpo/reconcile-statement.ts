import type { Vpo, VpoQuoteLine, VpoReconciliation, VpoStatementLine } from '../schemas/vpo.ts';

const fold = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Whether a passage was at the plaza of a bought line: same code, or the same name (accents, case ignored). */
function samePlaza(line: VpoQuoteLine, passage: VpoStatementLine): boolean {
  const code = fold(passage.plaza_code);
  if (
    code !== '' &&
    [line.plaza_id, line.codigo_antt, line.codigo_semparar].some((known) => fold(known) === code)
  ) {
    return true;
  }
  const bought = fold(line.name);
  const passed = fold(passage.plaza);
  return (
    bought !== '' &&
    passed !== '' &&
    (bought === passed || bought.includes(passed) || passed.includes(bought))
  );
}

/** The purchase a passage belongs to: the one of its trip number, else the plate's VPO valid on its day. */
function vpoOf(passage: VpoStatementLine, vpos: readonly Vpo[]): Vpo | undefined {
  if (passage.trip_number) {
    const byTrip = vpos.find((vpo) => vpo.trip_number === passage.trip_number);
    if (byTrip) return byTrip;
  }
  const day = passage.passed_at.slice(0, 10);
  return vpos.find(
    (vpo) =>
      vpo.vehicle.plate === passage.plate && vpo.created_at.slice(0, 10) <= day && day <= vpo.expiration_date,
  );
}

/**
 * Reconciles bought VPOs with the passages a statement charged (issue 15): per VPO, the plazas bought but
 * not passed and the passages charged to it (its trip number, or its plate within its validity) that
 * were not bought; each bought plaza matches at most one passage. Passages that belong to no VPO come
 * last, one entry per plate with `vpo_id: null`: tolls paid outside any VPO.
 *
 * @example reconcileStatement(vpos, lines).filter((entry) => entry.bought_not_passed.length > 0)
 */
export function reconcileStatement(
  vpos: readonly Vpo[],
  passages: readonly VpoStatementLine[],
): VpoReconciliation[] {
  const charged = new Map<number, VpoStatementLine[]>();
  const outside = new Map<string, VpoStatementLine[]>();
  for (const passage of passages) {
    const vpo = vpoOf(passage, vpos);
    if (vpo) charged.set(vpo.id, [...(charged.get(vpo.id) ?? []), passage]);
    else outside.set(passage.plate, [...(outside.get(passage.plate) ?? []), passage]);
  }
  const entries: VpoReconciliation[] = vpos.map((vpo) => {
    const pending = [...(charged.get(vpo.id) ?? [])];
    const notPassed: VpoQuoteLine[] = [];
    let matched = 0;
    for (const line of vpo.lines) {
      const at = pending.findIndex((passage) => samePlaza(line, passage));
      if (at < 0) notPassed.push(line);
      else {
        pending.splice(at, 1);
        matched += 1;
      }
    }
    return {
      vpo_id: vpo.id,
      plate: vpo.vehicle.plate,
      trip_number: vpo.trip_number,
      bought_not_passed: notPassed,
      charged_not_bought: pending,
      matched,
    };
  });
  for (const [plate, lines] of outside) {
    entries.push({
      vpo_id: null,
      plate,
      trip_number: null,
      bought_not_passed: [],
      charged_not_bought: lines,
      matched: 0,
    });
  }
  return entries;
}
