import type { PlateCheckAnswer } from '../schemas/plate-check.ts';
import { PLATE_CHECK_NO_ANSWER_MESSAGE } from './plate-check-providers.ts';

/** pt-BR reading of a plate not yet checked. */
export const PLATE_CHECK_WAITING_TEXT = 'Aguardando';

/**
 * How the screens and the export read one provider's answer for one plate: 'Aguardando' while the plate
 * waits, 'Sem resposta' when the provider did not answer (never 'Não'), else 'Sim' or 'Não'.
 *
 * @example plateCheckAnswerText({ provider: 'veloe', answered: false, has_tag: null, message: 'Sem resposta' }, true) // 'Sem resposta'
 */
export function plateCheckAnswerText(answer: PlateCheckAnswer | undefined, checked: boolean): string {
  if (!checked) return PLATE_CHECK_WAITING_TEXT;
  if (!answer || !answer.answered || answer.has_tag === null) return PLATE_CHECK_NO_ANSWER_MESSAGE;
  return answer.has_tag ? 'Sim' : 'Não';
}
