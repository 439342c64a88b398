import { readFileSync } from 'node:fs';

/** Resident memory of process `pid` now, in MiB (Linux `/proc`, every thread included); `NaN` elsewhere. */
export function rssMib(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kib / 1024;
  } catch {
    return Number.NaN;
  }
}
