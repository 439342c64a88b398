import { z } from 'zod';
import { PLAZA_SENTIDOS } from './toll-plaza-records.ts';

/**
 * Where the km direction at a placed plaza comes from:
 * - `km-tags`: the `km:start`/`km:end` of the OSM way under the plaza, oriented by the adjacent ways of
 *   the same road or by the plaza's own km;
 * - `way-order`: the same tags, assuming the way is drawn from `km:start` to `km:end` (DER-SP's habit;
 *   nothing confirmed it);
 * - `plazas`: other plazas of the same road and UF, reached along the road, and their km;
 * - `unknown`: none of these.
 */
export const KM_SOURCES = ['km-tags', 'way-order', 'plazas', 'unknown'] as const;

/** Source of a placement's km direction. */
export type KmSource = (typeof KM_SOURCES)[number];

/**
 * Which travel directions pay, relative to the placement's `bearing` (the edge's direction at the
 * point): `both`, `forward` (travelling along `bearing`), `backward`, or `uncertain`: the plaza charges
 * one km direction and the km direction here is unknown, or it stands on a ramp (`ramp`) the graph does
 * not have, so whether a route takes the ramp is unknown.
 */
export const PLAZA_CHARGES = ['both', 'forward', 'backward', 'uncertain'] as const;

/** Charged travel directions of a placement. */
export type PlazaCharge = (typeof PLAZA_CHARGES)[number];

/** Why a plaza could not be placed. */
export const UNPLACED_REASONS = ['no-road-number', 'no-road-within-distance'] as const;

/** Reason a plaza is unplaced. */
export type UnplacedReason = (typeof UNPLACED_REASONS)[number];

const finite = z.number().refine(Number.isFinite);

/** Schema of a placed plaza (see {@link PlacedPlaza}). */
export const placedPlazaSchema = z.object({
  status: z.literal('placed'),
  plazaId: z.string().min(1),
  ref: z.string().min(1),
  edge: z.number().int().min(0),
  fraction: z.number().min(0).max(1),
  segment: z.number().int().min(0),
  node: z.number().int().min(0).nullable(),
  boothOsmId: z.number().int().nullable(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  distanceM: z.number().min(0),
  bearing: z.number().min(0).max(360),
  kmSense: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
  kmSource: z.enum(KM_SOURCES),
  kmAtPoint: finite.nullable(),
  sentido: z.enum(PLAZA_SENTIDOS).nullable(),
  charge: z.enum(PLAZA_CHARGES),
  freeFlow: z.boolean(),
  ramp: z.boolean(),
  notes: z.array(z.string()),
});

/**
 * A plaza placed on the graph. Plain JSON: the data import stores it and {@link matchTolls} reads it back.
 *
 * - `edge`, `fraction` (0 at `edgeFrom`, 1 at `edgeTo`), `segment` (of the edge geometry): the graph
 *   position; `node`/`boothOsmId` when the plaza sits on a toll booth node of the graph, else `null`.
 * - `lat`, `lng`: the snapped point (on the edge geometry, hence on every route shape through it);
 *   `distanceM` from the plaza's published coordinate.
 * - `bearing`: direction of the edge (from → to) at the point, degrees clockwise from north.
 * - `kmSense`: 1 when the road's km increases travelling along `bearing`, -1 when it decreases, 0 unknown;
 *   `kmSource` says how it was found, `kmAtPoint` the km the way's km tags give at the point (`null`
 *   without them).
 * - `ramp`: the plaza stands on an interchange ramp (`Ramo`, `Alça`, `Bloqueio` in its name, or a
 *   `rodovia` such as `Acesso para SP-278`). Unless it stands on a booth node, it is placed on the road it
 *   serves with the charge `uncertain`.
 * - `charge`: the travel directions that pay (from `sentido` and `kmSense`); `notes`: pt-BR remarks
 *   (uncertainties, disagreements between sources).
 */
export type PlacedPlaza = z.infer<typeof placedPlazaSchema>;

/** Schema of a plaza that could not be placed (see {@link UnplacedPlaza}). */
export const unplacedPlazaSchema = z.object({
  status: z.literal('unplaced'),
  plazaId: z.string().min(1),
  reason: z.enum(UNPLACED_REASONS),
  refs: z.array(z.string()),
  detail: z.string(),
});

/** A plaza left off the graph, with the reason (`refs`: the road numbers looked for) and a pt-BR detail. */
export type UnplacedPlaza = z.infer<typeof unplacedPlazaSchema>;

/**
 * Schema of a stored placement, placed or not: validates what the data import reads back.
 *
 * @example z.array(plazaPlacementSchema).parse(JSON.parse(stored))
 */
export const plazaPlacementSchema = z.discriminatedUnion('status', [placedPlazaSchema, unplacedPlazaSchema]);

/** The outcome of placing one plaza. */
export type PlazaPlacement = z.infer<typeof plazaPlacementSchema>;
