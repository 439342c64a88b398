import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { WeightInputs } from '../costing/edge-weights.ts';
import type { GraphProfile } from '../graph/graph-manifest.ts';
import type { ContractedProfile } from './contract-profile.ts';
import { contractProfile } from './contract-profile.ts';
import type { ContractReply, ContractRequest } from './contract-worker.ts';

/** Options of {@link contractProfiles}. */
export interface ContractProfilesOptions {
  /**
   * Worker threads contracting profiles side by side (each holds a copy of the edge attributes and one
   * hierarchy under construction); 0, or 1 without `offThread`, contracts them one after the other on the calling thread.
   * Default: the cores, at most one per profile.
   */
  workers?: number;
  /**
   * Contract even a single profile on a worker thread (when `workers` is not 0), so that the calling
   * thread may do other work meanwhile (the import builds the CCH then). Default false.
   */
  offThread?: boolean;
  /** Called now and then with the nodes contracted so far over all profiles, and their total. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Contracts every profile of a graph, in worker threads when there are cores for it (a country's import
 * spends most of its time here). The results are those of {@link contractProfile}, in profile order.
 *
 * @example const contracted = await contractProfiles(network, profilesFor(['truck']));
 */
export async function contractProfiles(
  inputs: WeightInputs,
  profiles: readonly GraphProfile[],
  options: ContractProfilesOptions = {},
): Promise<ContractedProfile[]> {
  const workers = Math.min(profiles.length, options.workers ?? availableParallelism());
  const total = inputs.nodeCount * profiles.length;
  const done = new Array<number>(profiles.length).fill(0);
  const report = (): void =>
    options.onProgress?.(
      done.reduce((sum, n) => sum + n, 0),
      total,
    );
  if (workers === 0 || (workers === 1 && options.offThread !== true)) {
    return profiles.map((profile, i) =>
      contractProfile(inputs, profile, (contracted) => {
        done[i] = contracted;
        report();
      }),
    );
  }
  const workerData = weightInputsOnly(inputs);
  const results = new Array<ContractedProfile>(profiles.length);
  let next = 0;
  const runWorker = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL('./contract-worker-entry.mjs', import.meta.url), { workerData });
      let failed = false;
      let ended = false;
      const fail = (error: Error): void => {
        if (failed || ended) return;
        failed = true;
        void worker.terminate();
        reject(error);
      };
      const take = (): void => {
        if (next >= profiles.length) {
          ended = true;
          void worker.terminate().then(() => resolve());
          return;
        }
        const job = next++;
        worker.postMessage({ job, profile: profiles[job]! } satisfies ContractRequest);
      };
      worker.on('message', (reply: ContractReply) => {
        if ('progress' in reply) {
          done[reply.job] = reply.progress;
          report();
        } else if ('contracted' in reply) {
          results[reply.job] = reply.contracted;
          done[reply.job] = inputs.nodeCount;
          report();
          take();
        } else {
          fail(new Error(`contraction of ${profiles[reply.job]!.name} failed: ${reply.error}`));
        }
      });
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`contraction worker exited with code ${code}`)));
      take();
    });
  await Promise.all(Array.from({ length: workers }, runWorker));
  return results;
}

/** The attributes the metrics read, without the rest of the network (shapes, names), to copy to workers. */
function weightInputsOnly(inputs: WeightInputs): WeightInputs {
  return {
    nodeCount: inputs.nodeCount,
    edgeCount: inputs.edgeCount,
    edgeFrom: inputs.edgeFrom,
    edgeTo: inputs.edgeTo,
    edgeLength: inputs.edgeLength,
    edgeForward: inputs.edgeForward,
    edgeBackward: inputs.edgeBackward,
    edgeMaxweight: inputs.edgeMaxweight,
    edgeMaxheight: inputs.edgeMaxheight,
    nodeFlags: inputs.nodeFlags,
    edgeClass: inputs.edgeClass,
    edgeFlags: inputs.edgeFlags,
    edgeMaxspeed: inputs.edgeMaxspeed,
    edgeMaxspeedHgv: inputs.edgeMaxspeedHgv,
  };
}
