/** Letter prefixes of road numbers written `BR-116`, `SP-330`, `ERS-122`: they are kept as one token (`br116`). */
const ROAD_PREFIXES =
  'ac|al|am|ap|ba|ce|df|es|go|ma|mg|ms|mt|pa|pb|pe|pi|pr|rj|rn|ro|rr|rs|sc|se|sp|to|ers|rsc|prc|mgc|scc|spa|spi';
/** `BR-116`, `BR116`, `BR 116`; `SP-330`, `SP330` (a state prefix needs the hyphen or no space). */
const ROAD_REF = new RegExp(`\\b(?:(br)[-\\s]?|(${ROAD_PREFIXES})-?)(\\d{2,3})\\b`, 'g');

/**
 * Search form of a text: accents removed, lower case, apostrophes dropped (`D'Oeste` → `doeste`), road
 * numbers joined (`BR-116` → `br116`, `BR 116` → `br116`), any other character that is not a letter or a
 * digit turned into a space, spaces collapsed.
 *
 * @example foldText(" Alta Floresta D'Oeste ") // 'alta floresta doeste'
 * @example foldText('Rod. BR-116, km 10') // 'rod br116 km 10'
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`´]/g, '')
    .replace(ROAD_REF, '$1$2$3')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The words of a text in search form ({@link foldText}).
 *
 * @example searchTokens('Av. Paulista, 1000') // ['av', 'paulista', '1000']
 */
export function searchTokens(text: string): string[] {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ');
}

/** Words that need not be typed: a name counts as complete without them (`Rua Conde Sarzedas`). */
export const STOPWORDS: ReadonlySet<string> = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'd']);

/**
 * Abbreviations of Brazilian addresses and their full words (after {@link foldText}). A typed abbreviation
 * matches its full word exactly and, as typed, any word it begins.
 */
export const ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  av: ['avenida'],
  avd: ['avenida'],
  r: ['rua'],
  rod: ['rodovia'],
  rdv: ['rodovia'],
  al: ['alameda'],
  tv: ['travessa'],
  trav: ['travessa'],
  pca: ['praca'],
  pc: ['praca'],
  lgo: ['largo'],
  lg: ['largo'],
  estr: ['estrada'],
  est: ['estrada'],
  vd: ['viaduto'],
  dr: ['doutor'],
  dra: ['doutora'],
  pres: ['presidente'],
  prof: ['professor'],
  profa: ['professora'],
  eng: ['engenheiro'],
  gen: ['general'],
  cel: ['coronel'],
  mal: ['marechal'],
  brig: ['brigadeiro'],
  cap: ['capitao'],
  ten: ['tenente'],
  sen: ['senador'],
  dep: ['deputado'],
  gov: ['governador'],
  pe: ['padre'],
  me: ['madre'],
  fr: ['frei'],
  d: ['dom', 'dona'],
  sta: ['santa'],
  sto: ['santo'],
  s: ['sao', 'santa', 'santo'],
  n: ['nossa'],
  sra: ['senhora'],
  jd: ['jardim'],
  jdm: ['jardim'],
  pq: ['parque'],
  vl: ['vila'],
  res: ['residencial'],
  cj: ['conjunto'],
};
