/** A municipality as the index keeps it. */
export interface IndexedMunicipality {
  ibge_code: number;
  name: string;
  uf: string;
  lat: number;
  lng: number;
  capital: boolean;
}

/** Lookups of municipalities by name. */
export interface MunicipalityIndex {
  /**
   * The municipality a text names exactly, ignoring case, accents and extra spaces: `'Município'`,
   * `'Município, UF'`, `'Município - UF'` or `'Município/UF'`. A bare name shared by several
   * municipalities gives the state capital among them, else `null` (ambiguous: the user must say which).
   */
  find(text: string): IndexedMunicipality | null;
  /** IBGE code of the municipality `name` of `uf`, or `null`. */
  ibgeCode(name: string | null | undefined, uf: string | null | undefined): number | null;
}

/** Lower case, without accents, single spaces: the form names are compared in. */
export function nameKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const WITH_UF = /^(.+?)\s*(?:,|\/|\s-\s|-)\s*([a-z]{2})$/;

/**
 * Indexes municipalities (the `municipalities` table) for {@link MunicipalityIndex.find} and
 * {@link MunicipalityIndex.ibgeCode}.
 *
 * @example municipalityIndex(rows).find('sao paulo - sp')?.ibge_code // 3550308
 */
export function municipalityIndex(rows: readonly IndexedMunicipality[]): MunicipalityIndex {
  const byName = new Map<string, IndexedMunicipality[]>();
  const byNameAndUf = new Map<string, IndexedMunicipality>();
  for (const row of rows) {
    const key = nameKey(row.name);
    const list = byName.get(key);
    if (list) list.push(row);
    else byName.set(key, [row]);
    byNameAndUf.set(`${key}|${row.uf.toLowerCase()}`, row);
  }
  const bare = (key: string): IndexedMunicipality | null => {
    const found = byName.get(key);
    if (!found) return null;
    if (found.length === 1) return found[0]!;
    const capitals = found.filter((row) => row.capital);
    return capitals.length === 1 ? capitals[0]! : null;
  };
  return {
    find(text) {
      const key = nameKey(text);
      if (key === '') return null;
      const withUf = WITH_UF.exec(key);
      if (withUf) {
        const found = byNameAndUf.get(`${withUf[1]!.trim()}|${withUf[2]!}`);
        if (found) return found;
      }
      return bare(key);
    },
    ibgeCode(name, uf) {
      if (!name || !uf) return null;
      return byNameAndUf.get(`${nameKey(name)}|${uf.toLowerCase()}`)?.ibge_code ?? null;
    },
  };
}
