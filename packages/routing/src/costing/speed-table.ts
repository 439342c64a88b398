import type { Costing } from './costing.ts';
import type { RoadClass } from './road-class.ts';

/**
 * Default speed in km/h per road class and costing (before `maxspeed` and `top_speed` caps). Chosen for
 * Brazilian roads: trucks 80 km/h on motorways, cars 110 km/h.
 */
export const SPEED_TABLE: Readonly<Record<RoadClass, Readonly<Record<Costing, number>>>> = {
  motorway: { truck: 80, bus: 90, auto: 110, motorcycle: 110 },
  trunk: { truck: 75, bus: 80, auto: 95, motorcycle: 95 },
  primary: { truck: 65, bus: 70, auto: 80, motorcycle: 80 },
  secondary: { truck: 55, bus: 60, auto: 65, motorcycle: 65 },
  tertiary: { truck: 45, bus: 50, auto: 55, motorcycle: 55 },
  unclassified: { truck: 35, bus: 40, auto: 45, motorcycle: 45 },
  residential: { truck: 25, bus: 30, auto: 30, motorcycle: 30 },
  living_street: { truck: 10, bus: 10, auto: 10, motorcycle: 10 },
  service: { truck: 15, bus: 15, auto: 20, motorcycle: 20 },
  motorway_link: { truck: 45, bus: 45, auto: 55, motorcycle: 55 },
  trunk_link: { truck: 40, bus: 40, auto: 50, motorcycle: 50 },
  primary_link: { truck: 35, bus: 35, auto: 40, motorcycle: 40 },
  secondary_link: { truck: 30, bus: 30, auto: 35, motorcycle: 35 },
  tertiary_link: { truck: 25, bus: 25, auto: 30, motorcycle: 30 },
};

/** Factor applied to the default speed on unpaved roads (`surface=unpaved`, `dirt`, `gravel`, …). */
export const UNPAVED_SPEED_FACTOR = 0.6;
