import {
  fieldErrors,
  plannerOptionsFormSchema,
  validateWaypointPosition,
  validateWaypointText,
  validationMessageText,
  vehicleFormSchema,
} from '@freight/core';
import type { Options, Vehicle, Waypoint } from '@freight/core';

/** What Calculate checks before asking for a route (SPEC §5). */
export interface CalculationInput {
  readonly waypoints: readonly Waypoint[];
  readonly vehicle: Pick<Vehicle, 'category' | 'axis'>;
  readonly options: Options;
}

/** The outcome: per-waypoint messages and per-field messages of the vehicle and the options. */
export interface CalculationValidation {
  /** Whether a route may be requested. */
  readonly valid: boolean;
  /** One entry per waypoint: its pt-BR message, or `null` when it is fine. */
  readonly waypoints: readonly (string | null)[];
  /** Messages of the vehicle (`axis`), `{}` when valid. */
  readonly vehicle: Readonly<Record<string, string>>;
  /** Messages of the options (`retroactiveDate`, `type_route`), `{}` when valid. */
  readonly options: Readonly<Record<string, string>>;
}

function waypointMessage(waypoint: Waypoint): string | null {
  const error = validateWaypointText(waypoint.searchText) ?? validateWaypointPosition(waypoint.coordinates);
  return error === null ? null : validationMessageText(error);
}

/**
 * Checks the planner before calculating, with core's rules: each waypoint text non-empty ('Esse campo é
 * obrigatório'), each waypoint with a position ('Ponto sem localização'), the vehicle's category and
 * axles accepted, and the whole options form valid.
 */
export function validateCalculation(input: CalculationInput): CalculationValidation {
  const waypoints = input.waypoints.map(waypointMessage);
  const vehicleResult = vehicleFormSchema.safeParse({
    category: input.vehicle.category,
    axis: input.vehicle.axis,
  });
  const optionsResult = plannerOptionsFormSchema.safeParse(input.options);
  const vehicle = vehicleResult.success ? {} : fieldErrors(vehicleResult.error);
  const options = optionsResult.success ? {} : fieldErrors(optionsResult.error);
  return {
    valid:
      waypoints.every((message) => message === null) &&
      Object.keys(vehicle).length === 0 &&
      Object.keys(options).length === 0,
    waypoints,
    vehicle,
    options,
  };
}
