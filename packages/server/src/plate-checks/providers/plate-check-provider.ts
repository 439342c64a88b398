import type { PlateCheckAnswer, PlateCheckSource } from '@freight/core';

/** The plate to check and the company asking (the built-in source reads that company's plates). */
export interface PlateCheckQuery {
  readonly company_id: number;
  /** Upper-case, without mask (`'BRA2E19'`). */
  readonly plate: string;
}

/**
 * A source of plate-check answers (issue 16): the built-in one (the company's registered tags) or a
 * supplier adapter (Target). One call answers the four providers.
 *
 * @example const answers = await provider.check({ company_id: 1, plate: 'BRA2E19' }, AbortSignal.timeout(10_000));
 */
export interface PlateCheckSourceProvider {
  readonly source: PlateCheckSource;
  /**
   * One answer per provider the source knows (any order; a missing provider counts as "sem resposta").
   * Rejects when the source fails; should stop early when `signal` aborts.
   */
  check(query: PlateCheckQuery, signal: AbortSignal): Promise<PlateCheckAnswer[]>;
}
