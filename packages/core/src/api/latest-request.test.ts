import { describe, it, expect } from 'vitest';
import { createLatestRequest } from './latest-request.ts';
import { deferred } from './test-support/fake-server.ts';

describe('createLatestRequest', () => {
  it('uses only the latest response when older ones arrive later', async () => {
    const latest = createLatestRequest();
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    const a = latest.run((signal) => {
      signals.push(signal);
      return first.promise;
    });
    const b = latest.run((signal) => {
      signals.push(signal);
      return second.promise;
    });
    second.resolve('rota nova');
    first.resolve('rota velha');
    expect(await b).toEqual({ status: 'ok', value: 'rota nova', requestId: 2 });
    expect(await a).toEqual({ status: 'superseded', requestId: 1 });
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    expect(latest.latestId).toBe(2);
  });

  it('marks an older request superseded even when it answers first', async () => {
    const latest = createLatestRequest();
    const first = deferred<string>();
    const second = deferred<string>();
    const a = latest.run(() => first.promise);
    const b = latest.run(() => second.promise);
    first.resolve('velha');
    expect(await a).toEqual({ status: 'superseded', requestId: 1 });
    second.resolve('nova');
    expect(await b).toMatchObject({ status: 'ok', value: 'nova' });
  });

  it('turns the abort rejection of an older request into superseded', async () => {
    const latest = createLatestRequest();
    const a = latest.run(
      (signal) =>
        new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    );
    const b = latest.run(async () => 'nova');
    expect(await a).toEqual({ status: 'superseded', requestId: 1 });
    expect(await b).toEqual({ status: 'ok', value: 'nova', requestId: 2 });
  });

  it('rejects with the error of the latest request', async () => {
    const latest = createLatestRequest();
    await expect(latest.run(async () => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    expect(await latest.run(async () => 1)).toEqual({ status: 'ok', value: 1, requestId: 2 });
  });

  it('cancel aborts the pending request, which resolves superseded', async () => {
    const latest = createLatestRequest();
    const pending = deferred<number>();
    let seen: AbortSignal | undefined;
    const a = latest.run((signal) => {
      seen = signal;
      return pending.promise;
    });
    latest.cancel();
    pending.resolve(1);
    expect(await a).toEqual({ status: 'superseded', requestId: 1 });
    expect(seen?.aborted).toBe(true);
    latest.cancel();
  });
});
