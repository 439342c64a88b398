import type { MessagePort } from 'node:worker_threads';
import type { WeightInputs } from '../costing/edge-weights.ts';
import type { GraphProfile } from '../graph/graph-manifest.ts';
import type { ContractedProfile } from './contract-profile.ts';
import { contractProfile } from './contract-profile.ts';

/** A job of a contraction worker: one profile of the graph the worker was started with. */
export interface ContractRequest {
  job: number;
  profile: GraphProfile;
}

/** What a contraction worker sends back: progress, the contracted profile, or what went wrong. */
export type ContractReply =
  | { job: number; progress: number }
  | { job: number; contracted: ContractedProfile }
  | { job: number; error: string };

/** The buffers of a contracted profile, moved (not copied) to the main thread. */
export function contractedTransferList(contracted: ContractedProfile): ArrayBuffer[] {
  return [contracted.weights.forward, contracted.weights.backward, ...Object.values(contracted.ch)].map(
    (array) => (array as Uint32Array).buffer as ArrayBuffer,
  );
}

/** Contracts the profiles asked on `port` over `inputs` (the worker side of `contractProfiles`). */
export function startContractWorker(port: MessagePort, inputs: WeightInputs): void {
  port.on('message', ({ job, profile }: ContractRequest) => {
    try {
      const contracted = contractProfile(inputs, profile, (done) =>
        port.postMessage({ job, progress: done } satisfies ContractReply),
      );
      port.postMessage({ job, contracted } satisfies ContractReply, contractedTransferList(contracted));
    } catch (error) {
      port.postMessage({ job, error: (error as Error).message } satisfies ContractReply);
    }
  });
}
