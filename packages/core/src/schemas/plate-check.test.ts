import { validationMessageText } from '../validation/messages.ts';
import { describe, expect, it } from 'vitest';
import { PLATE_CHECK_PROVIDER_LABELS, PLATE_CHECK_PROVIDERS } from '../plate-check/plate-check-providers.ts';
import { PLATE_CHECK_STATUS_LABELS, PLATE_CHECK_STATUSES } from '../plate-check/plate-check-status.ts';
import { plateCheckListQuerySchema } from './list-query.ts';
import {
  isPlateCheckFailure,
  MSG_PLATE_CHECK_NO_PLATES,
  plateCheckAnswerSchema,
  plateCheckBatchCreateSchema,
  plateCheckDataSchema,
  plateCheckRequestSchema,
} from './plate-check.ts';

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

describe('plate check answers (issue 16)', () => {
  const answers = [
    { provider: 'conectcar', answered: true, has_tag: true, message: 'Tag ativa' },
    { provider: 'movemais', answered: true, has_tag: false, message: 'Sem tag' },
    { provider: 'semparar', answered: false, has_tag: null, message: 'Sem resposta' },
    { provider: 'veloe', answered: true, has_tag: false, message: '' },
  ];

  it('the full answer keeps the per-provider answers, the source and the record id', () => {
    const data = plateCheckDataSchema.parse({
      id: 7,
      plate: 'BRA2E19',
      conectcar: true,
      movemais: false,
      semparar: false,
      veloe: false,
      answers,
      source: 'builtin',
      checked_at: '2026-11-26T10:00:00.000Z',
    });
    expect(data).toMatchObject({ id: 7, source: 'builtin', answers });
  });

  it('a provider that did not answer has no has_tag value, not "no tag"', () => {
    expect(plateCheckAnswerSchema.parse(answers[2]).has_tag).toBeNull();
  });

  it.each([
    [{ description: 'Frota', plates: ['bra2e19', 'ABC1234'] }, true],
    [{ description: 'Frota', all_company_plates: true }, true],
    [{ description: 'Frota' }, false],
    [{ description: 'Frota', plates: [] }, false],
    [{ description: 'Frota', plates: ['BRA2E19'], all_company_plates: true }, false],
    [{ description: '', plates: ['BRA2E19'] }, false],
    [{ description: 'Frota', plates: ['XX'] }, false],
  ])('batch %j valid: %s', (input, valid) => {
    expect(plateCheckBatchCreateSchema.safeParse(input).success).toBe(valid);
  });

  it('a batch without plates says so in pt-BR', () => {
    const issue = plateCheckBatchCreateSchema.safeParse({ description: 'Frota' }).error?.issues[0];
    expect(issue?.message).toBe(MSG_PLATE_CHECK_NO_PLATES);
  });

  it('the list filters by a known status only', () => {
    expect(plateCheckListQuerySchema.parse({ status: 'partial' }).status).toBe('partial');
    expect(plateCheckListQuerySchema.parse({ status: '' }).status).toBeUndefined();
    expect(plateCheckListQuerySchema.safeParse({ status: 'whatever' }).success).toBe(false);
  });

  it('every provider and status has a pt-BR label', () => {
    expect(PLATE_CHECK_PROVIDERS.map((p) => PLATE_CHECK_PROVIDER_LABELS[p])).toEqual([
      'ConectCar',
      'Move Mais',
      'Sem Parar',
      'Veloe',
    ]);
    expect(PLATE_CHECK_STATUSES.map((s) => PLATE_CHECK_STATUS_LABELS[s]).every((l) => l !== '')).toBe(true);
  });
});
