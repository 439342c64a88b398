export { FREIGHT_CARGO_KINDS, normalizeCargoKind, type FreightCargoKind } from './cargo-kind.ts';
export {
  FREIGHT_TABLE_IDS,
  freightCoefficientSchema,
  type FreightCoefficient,
  type FreightTableId,
} from './freight-coefficient.ts';
export {
  parseFreightCoefficients,
  type FreightCoefficientLineError,
  type FreightCoefficientParseResult,
} from './parse-freight-coefficients.ts';
export { coefficientsInForce, sortCoefficients } from './coefficients-in-force.ts';
export {
  freightFloor,
  freightFloorValue,
  type FreightFloorQuery,
  type FreightFloorResult,
} from './freight-floor.ts';
export { EMPTY_RETURN_PERCENT, emptyReturnValue } from './empty-return.ts';
export { freightFloorTable, type FreightFloorTableQuery } from './freight-floor-table.ts';
