import { fieldErrors } from '../validation/field-errors.ts';
import { describe, expect, it } from 'vitest';
import { VALIDATION_ERROR_STATUS, validationErrorResponseSchema } from './validation-error.ts';
import { plateCreateSchema } from './plate.ts';
import { savedRouteCreateSchema } from './saved-route.ts';

describe('422 validation errors: one pt-BR message per field', () => {
  it('reads a 422 body', () => {
    const body = validationErrorResponseSchema.parse({
      success: false,
      statusCode: 422,
      message: 'Dados inválidos.',
      details: { plate: 'Placa Inválida', brand: 'Esse campo é obrigatório' },
    });
    expect(body.details.plate).toBe('Placa Inválida');
    expect(VALIDATION_ERROR_STATUS).toBe(422);
  });

  it.each([
    [{ success: true, statusCode: 422, message: 'x', details: {} }],
    [{ success: false, statusCode: 400, message: 'x', details: {} }],
    [{ success: false, statusCode: 422, message: 'x', details: 'Placa Inválida' }],
  ])('rejects %j', (input) => {
    expect(validationErrorResponseSchema.safeParse(input).success).toBe(false);
  });

  it('turns a failed plate body into field messages', () => {
    const result = plateCreateSchema.safeParse({
      company_id: 1,
      plate: 'AB-12',
      brand: '',
      model: 'FH',
      vehicle_type_pepsico: '',
      category: 'truck',
      axis: 6,
      rear_wheel_type: 'Dupla',
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      plate: 'Placa Inválida',
      brand: 'Esse campo é obrigatório',
      vehicle_type_pepsico: 'Tipo inválido',
    });
  });

  it('joins nested paths with dots and keeps the first message of a field', () => {
    const result = savedRouteCreateSchema.safeParse({
      company_id: 1,
      slug: 'Rota',
      distance: 10,
      time: 600,
      type: 'efficient',
      waypoints: ['São Paulo', ' '],
    });
    expect(fieldErrors(result.error!)).toEqual({ 'waypoints.1': 'Esse campo é obrigatório' });
  });

  it("uses the 'root' key for a whole-body error", () => {
    const result = plateCreateSchema.safeParse(null);
    expect(Object.keys(fieldErrors(result.error!))).toEqual(['root']);
  });
});
