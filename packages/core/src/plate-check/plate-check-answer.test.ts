import { describe, expect, it } from 'vitest';
import type { PlateCheckAnswer } from '../schemas/plate-check.ts';
import {
  isPlateCheckWithoutResult,
  plateCheckAnswerLabel,
  plateCheckAnswersOf,
  plateCheckAnswerText,
} from './plate-check-answer.ts';

const answer = (answered: boolean, has_tag: boolean | null, message = ''): PlateCheckAnswer => ({
  provider: 'veloe',
  answered,
  has_tag,
  message,
});

describe('plateCheckAnswerLabel', () => {
  it.each([
    [answer(true, true), 'Sim'],
    [answer(true, false), 'Não'],
    [answer(false, null, 'Tempo esgotado'), 'Sem resposta'],
    [answer(false, false), 'Sem resposta'],
    [undefined, 'Sem resposta'],
  ])('%j reads %s', (given, label) => {
    expect(plateCheckAnswerLabel(given)).toBe(label);
  });
});

describe('isPlateCheckWithoutResult', () => {
  it('a plate the company does not have is no result; any other answer is a result', () => {
    const unknown = answer(false, null, 'Placa não cadastrada na empresa');
    expect(isPlateCheckWithoutResult([unknown, unknown, unknown, unknown])).toBe(true);
    expect(isPlateCheckWithoutResult([])).toBe(true);
    expect(isPlateCheckWithoutResult([unknown, answer(false, null, 'Sem resposta')])).toBe(false);
    expect(isPlateCheckWithoutResult([unknown, answer(true, false)])).toBe(false);
  });
});

describe('plateCheckAnswersOf', () => {
  it("reads the server's answers, or the four booleans alone as answered providers", () => {
    const answers = [answer(false, null, 'Sem resposta')];
    expect(
      plateCheckAnswersOf({
        id: 1,
        plate: 'ABC1D23',
        conectcar: false,
        movemais: false,
        semparar: false,
        veloe: false,
        answers,
        source: 'builtin',
        checked_at: '2026-08-05T02:30:00Z',
      }),
    ).toBe(answers);
    expect(
      plateCheckAnswersOf({ conectcar: true, movemais: false, semparar: false, veloe: true }).map(
        plateCheckAnswerLabel,
      ),
    ).toEqual(['Sim', 'Não', 'Não', 'Sim']);
  });
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
