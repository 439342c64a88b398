export { benchEmitter } from './bench-emitter.ts';
export { latencySummary, quantile, round2 } from './bench-stats.ts';
export { loginToken } from './login-token.ts';
export { freePort, SERVER_DIR, startServerProcess } from './server-process.ts';
export type { ServerProcess } from './server-process.ts';
export { BROWSER_BENCH_OPTIONS, benchArgs } from './bench-args.ts';
export { fetchRoundTrips } from './browser-round-trips.ts';
export type { RoundTripRequest } from './browser-round-trips.ts';
