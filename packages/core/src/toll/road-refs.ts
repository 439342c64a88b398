const SINGLE_REF = /^([A-Z]{2,3})\s*-?\s*(\d{1,3})(?:\s*\/\s*(\d{1,3}))?$/;
const REF_IN_TEXT = /\b([A-Z]{2,3})\s*-?\s*(\d{1,3})(?:\s*\/\s*(\d{1,3}))?\b/g;

const pad3 = (digits: string): string => digits.padStart(3, '0');

function formatRef(prefix: string, number: string, sub: string | undefined): string {
  return `${prefix}-${pad3(number)}${sub === undefined ? '' : `/${pad3(sub)}`}`;
}

/**
 * A road number in the data's normal form: upper case, prefix and number joined by `-`, every number with
 * three digits (`br 40` → `BR-040`, `SPA 86/21` → `SPA-086/021`); `null` when the text is not one road
 * number (a name, a description).
 *
 * @example normalizeRoadRef(' br-116 ') // 'BR-116'
 */
export function normalizeRoadRef(text: string): string | null {
  const match = SINGLE_REF.exec(text.trim().toUpperCase());
  if (!match) return null;
  return formatRef(match[1]!, match[2]!, match[3]);
}

/**
 * The road numbers of an OSM `ref` (multiplexed roads are `;`-separated, the owner first), normalised;
 * parts that are not road numbers are left out.
 *
 * @example wayRoadRefs('BR-116;SP-230') // ['BR-116', 'SP-230']
 */
export function wayRoadRefs(ref: string): string[] {
  const refs: string[] = [];
  for (const part of ref.split(';')) {
    const normal = normalizeRoadRef(part);
    if (normal !== null && !refs.includes(normal)) refs.push(normal);
  }
  return refs;
}

/** The roads a plaza may stand on, read from its `rodovia`. */
export interface PlazaRoadRefs {
  /** Normalised road numbers, in the order written; empty when the text names none. */
  refs: string[];
  /**
   * The `rodovia` is a description that mentions the roads (a ramp such as `Acesso para SP-278`), not a
   * road number: the plaza stands near, not necessarily on, those roads.
   */
  described: boolean;
}

/**
 * The road numbers of a plaza's `rodovia`: the number itself (`BR-116`, `SPA-086/021`), or every number
 * found in a description (`Saída para BR-153` → `BR-153`, flagged `described`).
 *
 * @example plazaRoadRefs('Acesso para SP-278') // { refs: ['SP-278'], described: true }
 */
export function plazaRoadRefs(rodovia: string): PlazaRoadRefs {
  const single = normalizeRoadRef(rodovia);
  if (single !== null) return { refs: [single], described: false };
  const refs: string[] = [];
  for (const match of rodovia.toUpperCase().matchAll(REF_IN_TEXT)) {
    const ref = formatRef(match[1]!, match[2]!, match[3]);
    if (!refs.includes(ref)) refs.push(ref);
  }
  return { refs, described: true };
}
