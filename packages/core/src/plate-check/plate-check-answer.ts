import type { PlateCheckAnswer, PlateCheckOne, PlateCheckResult } from '../schemas/plate-check.ts';
import {
  PLATE_CHECK_NO_ANSWER_MESSAGE,
  PLATE_CHECK_PROVIDERS,
  PLATE_CHECK_UNKNOWN_PLATE_MESSAGE,
} from './plate-check-providers.ts';

/** pt-BR of a provider that has the plate's tag. */
export const PLATE_CHECK_HAS_TAG_LABEL = 'Sim';

/** pt-BR of a provider that answered the plate has no tag with it. */
export const PLATE_CHECK_NO_TAG_LABEL = 'Não';

/** pt-BR of a plate of a batch not yet checked. */
export const PLATE_CHECK_WAITING_TEXT = 'Aguardando';

/**
 * How a screen shows one provider's answer: 'Sim' (tag), 'Não' (no tag), or 'Sem resposta' when the
 * provider did not answer (or there is no answer for it), never 'Não' for a provider that said nothing.
 *
 * @example plateCheckAnswerLabel({ provider: 'veloe', answered: false, has_tag: null, message: 'Tempo esgotado' }) // 'Sem resposta'
 */
export function plateCheckAnswerLabel(answer: PlateCheckAnswer | undefined): string {
  if (!answer || !answer.answered || answer.has_tag === null) return PLATE_CHECK_NO_ANSWER_MESSAGE;
  return answer.has_tag ? PLATE_CHECK_HAS_TAG_LABEL : PLATE_CHECK_NO_TAG_LABEL;
}

/**
 * How the record page and the export read one provider's answer for one plate of a batch:
 * {@link PLATE_CHECK_WAITING_TEXT} while the plate waits, else {@link plateCheckAnswerLabel}.
 *
 * @example plateCheckAnswerText(undefined, false) // 'Aguardando'
 */
export function plateCheckAnswerText(answer: PlateCheckAnswer | undefined, checked: boolean): string {
  return checked ? plateCheckAnswerLabel(answer) : PLATE_CHECK_WAITING_TEXT;
}

/**
 * Whether a check found nothing for the plate: no provider answered and every one says the company has
 * no such plate ({@link PLATE_CHECK_UNKNOWN_PLATE_MESSAGE}), or there are no answers at all.
 */
export function isPlateCheckWithoutResult(answers: readonly PlateCheckAnswer[]): boolean {
  return answers.every((answer) => !answer.answered && answer.message === PLATE_CHECK_UNKNOWN_PLATE_MESSAGE);
}

/**
 * Each provider's answer of a successful check, in {@link PLATE_CHECK_PROVIDERS} order: its `answers`
 * when the server sent them, else (the SPEC's four booleans alone) an answered provider per boolean
 * without message.
 */
export function plateCheckAnswersOf(data: PlateCheckOne | PlateCheckResult): PlateCheckAnswer[] {
  if ('answers' in data) return data.answers;
  return PLATE_CHECK_PROVIDERS.map((provider) => ({
    provider,
    answered: true,
    has_tag: data[provider],
    message: '',
  }));
}
