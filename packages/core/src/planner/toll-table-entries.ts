import type { PricedTollPlaza } from '../toll/price-tolls.ts';
import { tollTableRows } from '../toll/toll-table-rows.ts';
import type { TollTableEntry } from '../toll/toll-table-rows.ts';
import type { TollPlaza } from '../schemas/toll-plaza.ts';

function positive(value: number | string | null | undefined): number | null {
  const number = Number(value ?? 0);
  return Number.isFinite(number) && number !== 0 ? number : null;
}

/**
 * The toll table of a route way (SPEC §3 Toll table row) from the plazas of the answer, which the server
 * already priced for the vehicle (`tarifa`, `tarifa_tag` / `porcentagem_tag`, `tarifa_fim_semana` /
 * `porcentagem_fim_semana`): every row, in route order, through core's `tollTableRows`. A plaza whose
 * `tarifa` is `null` keeps a `null` fare ('Tarifa indisponível'), never R$ 0,00, and no tag or weekend
 * fare ('-').
 */
export function tollTableEntries(plazas: readonly TollPlaza[]): TollTableEntry[] {
  return tollTableRows(
    plazas.map((plaza): PricedTollPlaza => {
      const fare = plaza.tarifa == null ? null : Number(plaza.tarifa);
      const tagFare = fare == null ? null : positive(plaza.tarifa_tag);
      const weekendFare = fare == null ? null : positive(plaza.tarifa_fim_semana);
      return {
        nome: plaza.nome,
        concessionaria: plaza.concessionaria ?? null,
        rodovia: plaza.rodovia ?? null,
        uf: plaza.uf ?? null,
        km: plaza.km ?? null,
        tariffs: [],
        p_index: plaza.p_index,
        multiplier: 1,
        fare,
        axleFare: null,
        tagFare,
        tagPercent: tagFare == null ? null : -Math.abs(Number(plaza.porcentagem_tag)),
        weekendFare,
        weekendPercent: weekendFare == null ? null : Number(plaza.porcentagem_fim_semana),
        weekendTagFare: null,
        netFare: null,
        tariffValidFrom: null,
        tariffRows: [],
      };
    }),
  );
}
