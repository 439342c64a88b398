import { describe, expect, it } from 'vitest';
import { coalescedRead } from './coalesced-read.ts';

/** A read whose answers the test releases one by one; `started` counts the reads begun. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  const state = { started: 0 };
  const read = (key: string) => {
    state.started++;
    void key;
    return new Promise<number>((resolve) => pending.push(resolve));
  };
  const release = (value: number) => pending.shift()?.(value);
  return { read, release, state };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalescedRead', () => {
  it('starts a read for a lone caller and answers with it', async () => {
    const { read, release, state } = controlledRead();
    const versions = coalescedRead(read);
    const answer = versions('a');
    release(1);
    expect(await answer).toBe(1);
    expect(state.started).toBe(1);
  });

  it('answers callers that came during a read with one read started after it', async () => {
    const { read, release, state } = controlledRead();
    const versions = coalescedRead(read);
    const first = versions('a');
    const late = [versions('a'), versions('a'), versions('a')];
    expect(state.started).toBe(1);
    release(1);
    expect(await first).toBe(1);
    await tick();
    expect(state.started).toBe(2);
    release(2);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
  });

  it('keeps keys apart and passes a failure to the callers of that read only', async () => {
    const versions = coalescedRead((key) =>
      key === 'bad' ? Promise.reject(new Error('down')) : Promise.resolve(key.length),
    );
    await expect(versions('bad')).rejects.toThrow('down');
    expect(await Promise.all([versions('ab'), versions('abc')])).toEqual([2, 3]);
    expect(await versions('ab')).toBe(2);
  });

  it('a caller queued behind a failed read still gets a read of its own', async () => {
    let calls = 0;
    const versions = coalescedRead(() =>
      ++calls === 1 ? Promise.reject(new Error('once')) : Promise.resolve(calls),
    );
    const first = versions('k');
    const second = versions('k');
    await expect(first).rejects.toThrow('once');
    expect(await second).toBe(2);
  });
});
