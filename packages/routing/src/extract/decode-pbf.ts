import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DecodeMode, DecodeModes } from './decode-pbf-block.ts';
import { decodePbfBlock } from './decode-pbf-block.ts';
import type { PbfDecodeReply, PbfDecodeRequest } from './pbf-decode-worker.ts';
import { readPbfBlobs } from './pbf/read-pbf-blobs.ts';

/** Options of {@link decodePbf}. */
export interface DecodePbfOptions {
  /**
   * Worker threads that inflate and decode blocks while the calling thread reads the file and consumes
   * the results; 0 decodes on the calling thread. Default: the available cores (at most 4) for files of
   * 16 MB and more, else 0 (starting workers costs more than small files take).
   */
  workers?: number;
  /** Which `OSMData` blocks (numbered from 0 in file order) to decode; the others are not even read. */
  blocks?: (index: number) => boolean;
  /** Called after each block with the bytes of the file read so far and its size. */
  onBytes?: (bytesRead: number, fileSize: number) => void;
}

const SMALL_FILE = 16 * 1024 * 1024;

interface Slot {
  worker: Worker;
  jobs: Map<number, { resolve: (decoded: unknown) => void; reject: (error: Error) => void }>;
}

/**
 * The `OSMData` blocks of an OSM PBF file, decoded for `mode`, in file order. The calling thread reads
 * blobs; a small pool of worker threads inflates and decodes them, a few blocks ahead.
 *
 * @throws Error (the decoder's message) on a truncated or malformed file.
 * @example for await (const block of decodePbf('brasil.osm.pbf', 'road-ways')) kept += block.id.length;
 */
export async function* decodePbf<M extends DecodeMode>(
  path: string,
  mode: M,
  options: DecodePbfOptions = {},
): AsyncGenerator<DecodeModes[M]> {
  const blobs = readPbfBlobs(path, options.blocks);
  const first = await blobs.next();
  const fileSize = first.done ? 0 : first.value.fileSize;
  const workers =
    options.workers ?? (fileSize >= SMALL_FILE ? Math.min(4, Math.max(1, availableParallelism())) : 0);
  const slots = startWorkers(workers);
  const pending: { decoded: Promise<DecodeModes[M]>; bytesRead: number }[] = [];
  const maxAhead = Math.max(2, 2 * workers);
  let seq = 0;
  let reported = -1;
  const report = (bytesRead: number): void => {
    reported = bytesRead;
    options.onBytes?.(bytesRead, fileSize);
  };
  const dispatch = (blob: Uint8Array): Promise<DecodeModes[M]> => {
    if (slots.length === 0) return Promise.resolve().then(() => decodePbfBlock(mode, blob));
    const slot = slots[seq % slots.length]!;
    const job = seq++;
    const decoded = new Promise<DecodeModes[M]>((resolve, reject) => {
      slot.jobs.set(job, { resolve: resolve as (decoded: unknown) => void, reject });
    });
    slot.worker.postMessage({ seq: job, mode, blob } satisfies PbfDecodeRequest, [
      blob.buffer as ArrayBuffer,
    ]);
    return decoded;
  };
  try {
    const all = first.done ? blobs : prepend(first.value, blobs);
    for await (const { type, blob, bytesRead } of all) {
      if (type !== 'OSMData') continue;
      const decoded = dispatch(blob);
      // rejections are awaited in order below; this only keeps an early one from counting as unhandled
      decoded.catch(() => undefined);
      pending.push({ decoded, bytesRead });
      while (pending.length >= maxAhead) {
        const next = pending.shift()!;
        yield await next.decoded;
        report(next.bytesRead);
      }
    }
    while (pending.length > 0) {
      const next = pending.shift()!;
      yield await next.decoded;
      report(next.bytesRead);
    }
    if (reported < fileSize) report(fileSize);
  } finally {
    await blobs.return(undefined);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }
}

async function* prepend<T>(head: T, rest: AsyncIterable<T>): AsyncGenerator<T> {
  yield head;
  yield* rest;
}

function startWorkers(count: number): Slot[] {
  const slots: Slot[] = [];
  for (let i = 0; i < count; i++) {
    const worker = new Worker(new URL('./pbf-decode-worker-entry.mjs', import.meta.url));
    const slot: Slot = { worker, jobs: new Map() };
    worker.on('message', (reply: PbfDecodeReply) => {
      const job = slot.jobs.get(reply.seq);
      slot.jobs.delete(reply.seq);
      if ('error' in reply) job?.reject(new Error(reply.error));
      else job?.resolve(reply.decoded);
    });
    const fail = (error: Error): void => {
      for (const job of slot.jobs.values()) job.reject(error);
      slot.jobs.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`decode worker exited with code ${code}`)));
    slots.push(slot);
  }
  return slots;
}
