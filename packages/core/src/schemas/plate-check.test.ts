import { validationMessageText } from '../validation/messages.ts';
import { describe, expect, it } from 'vitest';
import { isPlateCheckFailure, plateCheckDataSchema, plateCheckRequestSchema } from './plate-check.ts';

describe('plate check (POST /api/plates-osa/check-one)', () => {
  it('the body is the plate, upper-case', () => {
    expect(plateCheckRequestSchema.parse({ plate: 'bra2e19' })).toEqual({ plate: 'BRA2E19' });
  });

  it.each([
    [{ plate: '' }, 'Esse campo é obrigatório'],
    [{ plate: 'BRA2E199' }, 'Placa Inválida'],
    [{}, 'Esse campo é obrigatório'],
  ])('%j fails with %s', (input, message) => {
    expect(
      validationMessageText(plateCheckRequestSchema.safeParse(input).error?.issues[0]?.message ?? ''),
    ).toBe(message);
  });

  it('a result has one boolean per toll-tag provider', () => {
    const data = plateCheckDataSchema.parse({
      conectcar: true,
      movemais: false,
      semparar: true,
      veloe: false,
    });
    expect(data).toEqual({ conectcar: true, movemais: false, semparar: true, veloe: false });
    expect(isPlateCheckFailure(data)).toBe(false);
  });

  it('a failure carries mensagem', () => {
    const data = plateCheckDataSchema.parse({ mensagem: 'Placa não encontrada' });
    expect(isPlateCheckFailure(data)).toBe(true);
  });

  it.each([
    [{ conectcar: true }],
    [{ conectcar: 'sim', movemais: false, semparar: true, veloe: false }],
    [{}],
  ])('rejects %j', (input) => {
    expect(plateCheckDataSchema.safeParse(input).success).toBe(false);
  });
});
