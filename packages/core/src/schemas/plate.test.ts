import { validationMessageText } from '../validation/messages.ts';
import { describe, expect, it } from 'vitest';
import {
  plateCreateSchema,
  plateFromWire,
  plateSchema,
  plateTagsRequestSchema,
  plateTagsSchema,
  plateToWire,
  plateUpdateSchema,
  plateWireSchema,
} from './plate.ts';

const wirePlate = {
  id: 7,
  plate: 'BRA2E19',
  company_id: 3,
  brand: 'Volvo',
  model: 'FH 540',
  category: 'truck',
  axis: 6,
  rear_wheel_type: 'Dupla',
  vehicle_type_pepsico: 4,
};

describe('plate: wire name vehicle_type_pepsico, app name vehicleTypePepsico', () => {
  it('maps a wire plate to the app plate', () => {
    const plate = plateFromWire(plateWireSchema.parse(wirePlate));
    expect(plate.vehicleTypePepsico).toBe(4);
    expect(plate).not.toHaveProperty('vehicle_type_pepsico');
    expect(plateSchema.parse(plate)).toEqual(plate);
  });

  it('keeps the timestamps the server sends (the admin lists show them)', () => {
    const stamped = {
      ...wirePlate,
      created_at: '2026-03-01T12:00:00.000Z',
      updated_at: '2026-03-02T09:08:07.000Z',
    };
    expect(plateFromWire(plateWireSchema.parse(stamped))).toMatchObject({
      created_at: '2026-03-01T12:00:00.000Z',
      updated_at: '2026-03-02T09:08:07.000Z',
    });
  });

  it('round-trips wire → app → wire', () => {
    const wire = plateWireSchema.parse(wirePlate);
    expect(plateToWire(plateFromWire(wire))).toEqual(wire);
  });

  it('round-trips app → wire → app', () => {
    const plate = plateSchema.parse({ ...wirePlate, vehicle_type_pepsico: undefined, vehicleTypePepsico: 9 });
    expect(plateToWire(plate).vehicle_type_pepsico).toBe(9);
    expect(plateFromWire(plateToWire(plate))).toEqual({ ...plate, vehicleTypePepsico: 9 });
  });

  it('a plate without vehicle type maps to null both ways', () => {
    const wire = plateWireSchema.parse({ ...wirePlate, vehicle_type_pepsico: undefined });
    expect(plateFromWire(wire).vehicleTypePepsico).toBeNull();
    expect(plateToWire(plateFromWire(wire)).vehicle_type_pepsico).toBeNull();
  });

  it.each([
    [{ ...wirePlate, category: 'car' }],
    [{ ...wirePlate, rear_wheel_type: 'Tripla' }],
    [{ ...wirePlate, axis: 0 }],
    [{ ...wirePlate, plate: undefined }],
  ])('rejects the wire plate %j', (input) => {
    expect(plateWireSchema.safeParse(input).success).toBe(false);
  });
});

describe('plate create body (POST /api/plates)', () => {
  const body = {
    company_id: 3,
    plate: 'bra-2e19',
    brand: 'Volvo',
    model: 'FH 540',
    vehicle_type_pepsico: 4,
    category: 'truck',
    axis: 6,
    rear_wheel_type: 'Dupla',
  };

  it('sends the plate upper-case without dash', () => {
    expect(plateCreateSchema.parse(body)).toEqual({ ...body, plate: 'BRA2E19' });
  });

  it.each([
    [{ plate: 'BR2E19' }, 'plate', 'Placa Inválida'],
    [{ plate: '' }, 'plate', 'Esse campo é obrigatório'],
    [{ brand: '' }, 'brand', 'Esse campo é obrigatório'],
    [{ model: undefined }, 'model', 'Esse campo é obrigatório'],
    [{ vehicle_type_pepsico: undefined }, 'vehicle_type_pepsico', 'Tipo inválido'],
    [{ vehicle_type_pepsico: null }, 'vehicle_type_pepsico', 'Tipo inválido'],
    [{ vehicle_type_pepsico: 2 ** 31 }, 'vehicle_type_pepsico', 'Tipo inválido'],
    [{ vehicle_type_pepsico: '4' }, 'vehicle_type_pepsico', 'Tipo inválido'],
    [{ vehicle_type_pepsico: true }, 'vehicle_type_pepsico', 'Tipo inválido'],
    [{ axis: '6' }, 'axis', undefined],
    [{ axis: true }, 'axis', undefined],
    [{ brand: 'x'.repeat(101) }, 'brand', 'Deve ter no máximo 100 caracteres'],
    [{ plate: 'x'.repeat(100_000) }, 'plate', 'Deve ter no máximo 8 caracteres'],
    [{ rear_wheel_type: '' }, 'rear_wheel_type', 'Esse campo é obrigatório'],
    [{ axis: 16 }, 'axis', undefined],
    [{ category: 'moto' }, 'category', undefined],
  ])('%j fails on %s', (patch, field, message) => {
    const issue = plateCreateSchema.safeParse({ ...body, ...patch }).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    if (message) expect(validationMessageText(issue?.message ?? '')).toBe(message);
  });

  it('an update may send one field', () => {
    expect(plateUpdateSchema.parse({ model: 'FH 460' })).toEqual({ model: 'FH 460' });
  });
});

describe('plate tags (POST /api/plates/{id})', () => {
  it('the body is the plate id and the data a list of tags', () => {
    expect(plateTagsRequestSchema.parse({ plate_id: 7 })).toEqual({ plate_id: 7 });
    expect(plateTagsRequestSchema.safeParse({ plate_id: '7' }).success).toBe(false);
    expect(plateTagsSchema.parse(['Sem Parar', 'Veloe'])).toEqual(['Sem Parar', 'Veloe']);
    expect(plateTagsSchema.safeParse([1]).success).toBe(false);
  });
});
