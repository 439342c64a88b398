export * from './planner/index.ts';
