/** What a stage counts: items, or bytes (shown in MB). */
export type ProgressUnit = 'items' | 'bytes';

/** Time between two lines of the same stage when the output is not a terminal. */
const LINE_INTERVAL_MS = 10_000;

/**
 * Writes stage progress to a stream: a bar redrawn in place on a terminal, otherwise a line when a stage
 * starts, every 10 s and when it ends. A stage with a known total shows its remaining time, estimated from
 * its rate so far.
 */
export class Progress {
  private lastStage = '';
  private lastDraw = 0;
  private lastLine = 0;
  private stageStart = 0;

  constructor(
    private readonly out: NodeJS.WriteStream = process.stderr,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Reports `done` of `total` (total 0 = unknown) items or bytes of `stage`. */
  update(stage: string, done: number, total = 0, unit: ProgressUnit = 'items'): void {
    const now = this.now();
    const newStage = stage !== this.lastStage;
    if (newStage) this.stageStart = now;
    if (!newStage && now - this.lastDraw < 100 && done !== total) return;
    this.lastDraw = now;
    // MB with a decimal for files under 100 MB
    const digits = total > 0 && total < 100e6 ? 1 : 0;
    const amount = (n: number): string =>
      unit === 'bytes'
        ? (n / 1e6).toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })
        : n.toLocaleString('en');
    const count = total > 0 ? `${amount(done)}/${amount(total)}` : amount(done);
    let bar = '';
    if (total > 0) {
      const width = 30;
      const filled = Math.round((done / total) * width);
      bar = ` [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round((done / total) * 100)}%`;
      if (done > 0 && done < total) {
        bar += ` ETA ${formatDuration(((now - this.stageStart) * (total - done)) / done)}`;
      }
    }
    const line = `${stage.padEnd(26)} ${count}${unit === 'bytes' ? ' MB' : ''}${bar}`;
    if (this.out.isTTY) {
      this.out.write(`${newStage && this.lastStage ? '\n' : '\r'}${line}\x1b[K`);
    } else if (newStage || done === total || now - this.lastLine >= LINE_INTERVAL_MS) {
      this.out.write(`${line}\n`);
      this.lastLine = now;
    }
    this.lastStage = stage;
  }

  /** Ends the current line. */
  done(): void {
    if (this.out.isTTY && this.lastStage) this.out.write('\n');
    this.lastStage = '';
  }
}

function formatDuration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}
