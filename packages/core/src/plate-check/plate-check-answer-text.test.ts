import { describe, expect, it } from 'vitest';
import type { PlateCheckAnswer } from '../schemas/plate-check.ts';
import { plateCheckAnswerText } from './plate-check-answer-text.ts';

const answer = (answered: boolean, has_tag: boolean | null): PlateCheckAnswer => ({
  provider: 'veloe',
  answered,
  has_tag,
  message: '',
});

describe('plateCheckAnswerText', () => {
  it.each([
    [answer(true, true), true, 'Sim'],
    [answer(true, false), true, 'Não'],
    [answer(false, null), true, 'Sem resposta'],
    [answer(false, false), true, 'Sem resposta'],
    [answer(true, null), true, 'Sem resposta'],
    [undefined, true, 'Sem resposta'],
    [undefined, false, 'Aguardando'],
  ])('%j checked %j reads %s', (given, checked, text) => {
    expect(plateCheckAnswerText(given, checked)).toBe(text);
  });
});
