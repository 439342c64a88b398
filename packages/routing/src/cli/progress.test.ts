import { describe, expect, it } from 'vitest';
import { Progress } from './progress.ts';

function fakeStream(): { stream: NodeJS.WriteStream; lines: string[] } {
  const lines: string[] = [];
  const stream = { isTTY: false, write: (chunk: string) => (lines.push(chunk), true) };
  return { stream: stream as unknown as NodeJS.WriteStream, lines };
}

describe('Progress', () => {
  it('shows the remaining time of a stage from its rate so far, in MB for bytes', () => {
    const { stream, lines } = fakeStream();
    let now = 0;
    const progress = new Progress(stream, () => now);
    progress.update('read ways', 0, 400e6, 'bytes');
    now = 30_000;
    progress.update('read ways', 100e6, 400e6, 'bytes');
    now = 120_000;
    progress.update('read ways', 400e6, 400e6, 'bytes');
    expect(lines).toEqual([
      expect.stringMatching(/^read ways +0\/400 MB \[\.+\] 0%\n$/),
      expect.stringMatching(/^read ways +100\/400 MB \[#+\.+\] 25% ETA 1m30s\n$/),
      expect.stringMatching(/^read ways +400\/400 MB \[#+\] 100%\n$/),
    ]);
  });

  it('writes a line now and then, not for every update, when not on a terminal', () => {
    const { stream, lines } = fakeStream();
    let now = 0;
    const progress = new Progress(stream, () => now);
    for (let done = 0; done < 100; done++) {
      now = done * 1000;
      progress.update('contract truck', done, 100);
    }
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.length).toBeLessThan(20);
    expect(lines.at(-1)).toMatch(/ 90% ETA 10s\n$/);
  });
});
