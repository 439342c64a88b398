import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PlateCheckAnswer, PlateCheckSource } from '@freight/core';
import { plateCheckItems, plateChecks } from '../db/schema.ts';
import type { ServerContext } from '../server-context.ts';
import type { PlateCheckConfigs } from './plate-check-configs.ts';
import { createRateLimiter } from './plate-check-rate.ts';
import { answersOf, finalStatus } from './plate-check-record.ts';
import { checkPlate } from './providers/check-plate.ts';

/** Plates read from the database at a time by a running batch. */
const CHUNK = 50;

const UNFINISHED = ['pending', 'processing'];

interface Run {
  cancelled: boolean;
  done: Promise<void>;
}

/**
 * Runs plate checks: one plate now ({@link PlateCheckProcessor.checkNow}) and batches in the background
 * (one task per record). Each plate's answers are written as soon as it is done, with `processed`, so a
 * stopped batch resumes with the plates still unchecked; `stop()` lets the plate in flight finish and be
 * written, so no plate is asked twice (a crash between the answer and its write may ask that one plate
 * again). Every source is asked at most `PLATE_CHECK_RATE_PER_SECOND` plates per second.
 */
export function createPlateCheckProcessor(ctx: ServerContext, configs: PlateCheckConfigs) {
  const { db, logger } = ctx;
  const wait = createRateLimiter(ctx.config.PLATE_CHECK_RATE_PER_SECOND);
  const runs = new Map<number, Run>();
  let stopping = false;

  async function ask(
    companyId: number,
    plate: string,
    resolved?: Awaited<ReturnType<PlateCheckConfigs['sourceOf']>>,
  ): Promise<{ answers: PlateCheckAnswer[]; source: PlateCheckSource }> {
    const { provider, rateKey } = resolved ?? (await configs.sourceOf(companyId));
    await wait(rateKey);
    const answers = await checkPlate(
      provider,
      { company_id: companyId, plate },
      ctx.config.PLATE_CHECK_TIMEOUT_MS,
    );
    return { answers, source: provider.source };
  }

  /** Writes one plate's answers (once) and counts it; whether it was written now. */
  async function record(checkId: number, itemId: number, answers: PlateCheckAnswer[]): Promise<boolean> {
    return db.transaction(async (tx) => {
      const written = await tx
        .update(plateCheckItems)
        .set({ answers, checked_at: new Date(ctx.clock()) })
        .where(and(eq(plateCheckItems.id, itemId), isNull(plateCheckItems.checked_at)))
        .returning({ id: plateCheckItems.id });
      if (written.length === 0) return false;
      await tx
        .update(plateChecks)
        .set({ processed: sql`${plateChecks.processed} + 1` })
        .where(eq(plateChecks.id, checkId));
      return true;
    });
  }

  /** Sets the final status of a record whose plates are all done. */
  async function finish(checkId: number): Promise<void> {
    const items = await db
      .select({ answers: plateCheckItems.answers })
      .from(plateCheckItems)
      .where(eq(plateCheckItems.check_id, checkId));
    const answered = items.reduce((sum, item) => sum + answersOf(item).filter((a) => a.answered).length, 0);
    await db
      .update(plateChecks)
      .set({ status: finalStatus(answered, items.length) })
      .where(and(eq(plateChecks.id, checkId), eq(plateChecks.status, 'processing')));
  }

  async function process(checkId: number, run: Run): Promise<void> {
    const [check] = await db
      .update(plateChecks)
      .set({ status: 'processing' })
      .where(and(eq(plateChecks.id, checkId), inArray(plateChecks.status, UNFINISHED)))
      .returning();
    if (!check) return;
    for (;;) {
      if (stopping || run.cancelled) return;
      const [current] = await db
        .select({ status: plateChecks.status })
        .from(plateChecks)
        .where(eq(plateChecks.id, checkId));
      if (current?.status !== 'processing') return;
      const items = await db
        .select({ id: plateCheckItems.id, plate: plateCheckItems.plate })
        .from(plateCheckItems)
        .where(and(eq(plateCheckItems.check_id, checkId), isNull(plateCheckItems.checked_at)))
        .orderBy(asc(plateCheckItems.id))
        .limit(CHUNK);
      if (items.length === 0) break;
      const source = await configs.sourceOf(check.company_id);
      for (const item of items) {
        if (stopping || run.cancelled) return;
        const { answers } = await ask(check.company_id, item.plate, source);
        await record(checkId, item.id, answers);
      }
    }
    await finish(checkId);
  }

  function start(checkId: number): void {
    if (stopping || runs.has(checkId)) return;
    const run: Run = { cancelled: false, done: Promise.resolve() };
    run.done = process(checkId, run)
      .catch(async (error: unknown) => {
        logger.error('plate check batch failed', {
          check_id: checkId,
          error: error instanceof Error ? error.message : String(error),
        });
        // a batch that cannot go on (its source cannot be built, the database refused) ends as failed instead
        // of staying "processing" and failing again at every restart; a new batch can be made once it is fixed
        await db
          .update(plateChecks)
          .set({ status: 'failed' })
          .where(and(eq(plateChecks.id, checkId), eq(plateChecks.status, 'processing')))
          .catch(() => undefined);
      })
      .finally(() => runs.delete(checkId));
    runs.set(checkId, run);
  }

  return {
    /** Checks one plate of `companyId` now (rate-bounded like the batches). */
    checkNow: (companyId: number, plate: string) => ask(companyId, plate),
    /** Starts processing batch `checkId` in the background (no-op when it already runs). */
    start,
    /** Starts every unfinished batch (after a restart). */
    async resume(): Promise<void> {
      const rows = await db
        .select({ id: plateChecks.id })
        .from(plateChecks)
        .where(and(eq(plateChecks.kind, 'batch'), inArray(plateChecks.status, UNFINISHED)))
        .orderBy(asc(plateChecks.id));
      for (const row of rows) start(row.id);
    },
    /** Stops batch `checkId` after the plate in flight (its record is cancelled by the caller). */
    cancel(checkId: number): void {
      const run = runs.get(checkId);
      if (run) run.cancelled = true;
    },
    /** Stops every batch after the plate in flight and waits; the processor starts nothing more. */
    async stop(): Promise<void> {
      stopping = true;
      await Promise.all([...runs.values()].map((run) => run.done));
    },
    /** Waits until no batch runs (tests, benchmarks). */
    async idle(): Promise<void> {
      while (runs.size > 0) await Promise.all([...runs.values()].map((run) => run.done));
    },
  };
}

/** The plate-check processor of a server. */
export type PlateCheckProcessor = ReturnType<typeof createPlateCheckProcessor>;
