export * from './format/index.ts';
export * from './freight/index.ts';
export * from './planner/index.ts';
export * from './toll/index.ts';
export * from './validation/index.ts';
export * from './vehicle/index.ts';
