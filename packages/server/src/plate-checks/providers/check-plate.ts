import { PLATE_CHECK_NO_ANSWER_MESSAGE, PLATE_CHECK_PROVIDERS, plateCheckAnswerSchema } from '@freight/core';
import type { PlateCheckAnswer } from '@freight/core';
import type { PlateCheckQuery, PlateCheckSourceProvider } from './plate-check-provider.ts';

/** The answer of a provider that failed, timed out or was left out: never "no tag". */
export function noAnswer(provider: PlateCheckAnswer['provider']): PlateCheckAnswer {
  return { provider, answered: false, has_tag: null, message: PLATE_CHECK_NO_ANSWER_MESSAGE };
}

/**
 * Asks `source` about `query`, never throwing: gives up after `timeoutMs` (aborting the source's
 * signal, or when `signal` aborts), and answers exactly the four providers in display order — a
 * provider the source did not answer, or all four when it failed or timed out, is "sem resposta".
 *
 * @example const answers = await checkPlate(builtin, { company_id: 1, plate: 'BRA2E19' }, 10_000);
 */
export async function checkPlate(
  source: PlateCheckSourceProvider,
  query: PlateCheckQuery,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<PlateCheckAnswer[]> {
  const controller = new AbortController();
  const abort = (): void => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, timeoutMs);
  });
  const aborted = new Promise<null>((resolve) =>
    controller.signal.addEventListener('abort', () => resolve(null)),
  );
  let answers: unknown[] | null;
  try {
    answers = await Promise.race([source.check(query, controller.signal), timedOut, aborted]);
  } catch {
    answers = null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
  const byProvider = new Map<string, PlateCheckAnswer>();
  for (const answer of answers ?? []) {
    const parsed = plateCheckAnswerSchema.safeParse(answer);
    if (parsed.success) byProvider.set(parsed.data.provider, normalised(parsed.data));
  }
  return PLATE_CHECK_PROVIDERS.map((provider) => byProvider.get(provider) ?? noAnswer(provider));
}

/** An unanswered provider never carries a tag value. */
function normalised(answer: PlateCheckAnswer): PlateCheckAnswer {
  if (answer.answered && answer.has_tag !== null) return answer;
  return { ...answer, answered: false, has_tag: null };
}
