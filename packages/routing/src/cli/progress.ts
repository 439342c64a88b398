/** Writes stage progress to a stream: a bar redrawn in place on a terminal, one line per stage otherwise. */
export class Progress {
  private lastStage = '';
  private lastDraw = 0;

  constructor(private readonly out: NodeJS.WriteStream = process.stderr) {}

  /** Reports `done` of `total` (total 0 = unknown) items of `stage`. */
  update(stage: string, done: number, total = 0): void {
    const now = performance.now();
    const newStage = stage !== this.lastStage;
    if (!newStage && now - this.lastDraw < 100 && done !== total) return;
    this.lastDraw = now;
    const count =
      total > 0 ? `${done.toLocaleString('en')}/${total.toLocaleString('en')}` : done.toLocaleString('en');
    let bar = '';
    if (total > 0) {
      const width = 30;
      const filled = Math.round((done / total) * width);
      bar = ` [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round((done / total) * 100)}%`;
    }
    const line = `${stage.padEnd(26)} ${count}${bar}`;
    if (this.out.isTTY) {
      this.out.write(`${newStage && this.lastStage ? '\n' : '\r'}${line}`);
    } else if (newStage || done === total) {
      this.out.write(`${line}\n`);
    }
    this.lastStage = stage;
  }

  /** Ends the current line. */
  done(): void {
    if (this.out.isTTY && this.lastStage) this.out.write('\n');
    this.lastStage = '';
  }
}
