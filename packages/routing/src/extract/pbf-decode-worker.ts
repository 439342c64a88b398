import type { MessagePort } from 'node:worker_threads';
import type { DecodeMode } from './decode-pbf-block.ts';
import { decodePbfBlock, decodedTransferList } from './decode-pbf-block.ts';

/** A job of a PBF decode worker: one `OSMData` blob. */
export interface PbfDecodeRequest {
  seq: number;
  mode: DecodeMode;
  blob: Uint8Array;
}

/** A worker's answer: the decoded block, or the message of what went wrong. */
export type PbfDecodeReply = { seq: number; decoded: unknown } | { seq: number; error: string };

/** Answers decode jobs on `port` (the worker side of `decodePbf`). */
export function startPbfDecodeWorker(port: MessagePort): void {
  port.on('message', (request: PbfDecodeRequest) => {
    try {
      const decoded = decodePbfBlock(request.mode, request.blob);
      port.postMessage(
        { seq: request.seq, decoded } satisfies PbfDecodeReply,
        decodedTransferList(request.mode, decoded),
      );
    } catch (error) {
      port.postMessage({ seq: request.seq, error: (error as Error).message } satisfies PbfDecodeReply);
    }
  });
}
