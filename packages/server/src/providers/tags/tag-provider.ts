/** The plate whose toll tags are asked for. */
export interface TagPlate {
  /** Id of the plate record. */
  readonly id: number;
  /** Company the plate belongs to. */
  readonly company_id: number;
  /** The plate text, upper-case without mask (`'BRA2E19'`). */
  readonly plate: string;
}

/**
 * A source of the toll tags of plates (DESIGN.md "toll-tag / VPO providers"): the built-in
 * {@link createDatabaseTagProvider} reads the product's own data; an adapter of a real toll-tag
 * operator implements the same interface.
 *
 * @example const tags = await provider.tagsOf({ id: 1, company_id: 2, plate: 'BRA2E19' }, AbortSignal.timeout(10_000));
 */
export interface TagProvider {
  /** Short name for logs, e.g. `'database'`. */
  readonly name: string;
  /**
   * The tag names of `plate` ('Sem Parar', 'ConectCar', …), in display order, without duplicates; `[]`
   * when it has none. Rejects when the source fails; should stop early when `signal` aborts.
   */
  tagsOf(plate: TagPlate, signal: AbortSignal): Promise<string[]>;
}
