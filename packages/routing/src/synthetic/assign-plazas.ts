import { METERS_PER_DEGREE, plazaRoadRefs } from '@freight/core';
import type { LinkPlaza, LinkSpec, TownSpec } from './country-plan.ts';
import type { TollPlazaSite } from './toll-plaza-sites.ts';

/** A plaza farther than this from every national road (km, on the plane) stays off the network. */
export const MAX_PLAZA_LINK_DISTANCE_KM = 25;
const KM_PER_DEGREE = METERS_PER_DEGREE / 1000;

/** Where a point falls beside a segment: `t` along it (0 at its start, 1 at its end), `km` away from it. */
interface Projection {
  t: number;
  km: number;
}

/** The projection of `point` on the segment `a`→`b`, on a plane tangent at the segment's middle. */
function project(a: TownSpec, b: TownSpec, point: TollPlazaSite): Projection {
  const kx = KM_PER_DEGREE * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  const bx = (b.lng - a.lng) * kx;
  const by = (b.lat - a.lat) * KM_PER_DEGREE;
  const px = (point.lng - a.lng) * kx;
  const py = (point.lat - a.lat) * KM_PER_DEGREE;
  const squared = bx * bx + by * by;
  const t = squared > 0 ? (px * bx + py * by) / squared : 0;
  return { t, km: Math.hypot(px - t * bx, py - t * by) };
}

/** A link carrying real plazas: their numbers first in `ref`, then its own; a toll; trunk class at least. */
function tolledLink(link: LinkSpec, plazas: LinkPlaza[]): LinkSpec {
  const refs = [...plazas.map((plaza) => plaza.ref), ...(link.ref?.split(';') ?? [])];
  const tolled: LinkSpec = { ...link, ref: [...new Set(refs)].join(';'), toll: true, plazas };
  if (link.highway === 'motorway' || link.highway === 'trunk') return tolled;
  return {
    ...tolled,
    highway: 'trunk',
    name: link.highway === 'tertiary' ? undefined : link.name,
    maxspeed: '100',
    maxspeedHgv: '80',
  };
}

/**
 * Puts each real toll plaza on the national road that passes nearest: the link whose straight segment
 * between its towns' seats is nearest to the plaza, within `maxKm` (default
 * {@link MAX_PLAZA_LINK_DISTANCE_KM}), with the plaza's projection strictly inside the segment (ties: the
 * first link). The road number is the first one of the plaza's `rodovia` (`Acesso para SP-278` → `SP-278`);
 * a plaza without one is left out. A link given plazas lists them in order along it, takes their numbers in
 * its `ref` before its own (`BR-116;SP-230`, no number twice), `toll`, and the trunk class when it was a
 * lesser road (`maxspeed` 100, `maxspeed:hgv` 80). Other links are returned as they are.
 *
 * @example assignPlazas(towns, links, [{ lat: -23.2, lng: -46.8, rodovia: 'SP-348' }])
 */
export function assignPlazas(
  towns: readonly TownSpec[],
  links: readonly LinkSpec[],
  plazas: readonly TollPlazaSite[],
  maxKm = MAX_PLAZA_LINK_DISTANCE_KM,
): LinkSpec[] {
  const onLink = links.map((): { t: number; plaza: LinkPlaza }[] => []);
  for (const site of plazas) {
    const ref = plazaRoadRefs(site.rodovia).refs[0];
    if (ref === undefined) continue;
    let best = -1;
    let bestProjection: Projection = { t: 0, km: Infinity };
    links.forEach((link, i) => {
      const projection = project(towns[link.from]!, towns[link.to]!, site);
      if (
        projection.t > 0 &&
        projection.t < 1 &&
        projection.km <= maxKm &&
        projection.km < bestProjection.km
      ) {
        best = i;
        bestProjection = projection;
      }
    });
    if (best >= 0) onLink[best]!.push({ t: bestProjection.t, plaza: { lat: site.lat, lng: site.lng, ref } });
  }
  return links.map((link, i) => {
    const found = onLink[i]!;
    if (found.length === 0) return link;
    return tolledLink(
      link,
      found.sort((a, b) => a.t - b.t).map((x) => x.plaza),
    );
  });
}
