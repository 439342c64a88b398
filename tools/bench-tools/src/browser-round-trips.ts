import type { Page } from 'playwright-core';

/** One request of {@link fetchRoundTrips}: what `fetch` gets, serialisable into the page. */
export interface RoundTripRequest {
  readonly method: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

/**
 * Milliseconds of each of `count` round trips of `fetch(url, …)` (answer read) made by the page itself,
 * taking `requests` in turn; a non-2xx answer rejects. The baseline of the browser benches: the bare API
 * call under what the page does with it.
 */
export function fetchRoundTrips(
  page: Page,
  url: string,
  requests: readonly RoundTripRequest[],
  count: number,
): Promise<number[]> {
  return page.evaluate(
    async ({ url, requests, count }) => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const init = requests[i % requests.length];
        const started = performance.now();
        const res = await fetch(url, init);
        await res.text();
        if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status}`);
        times.push(performance.now() - started);
      }
      return times;
    },
    { url, requests, count },
  );
}
