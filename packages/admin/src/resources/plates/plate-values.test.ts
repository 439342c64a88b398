import { plateCreateSchema } from '@freight/core';
import type { VehicleType } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { SILENT_ERROR } from '../form-errors.ts';
import { plateBody, plateFormErrors, rearWheelChoices } from './plate-values.ts';

const TYPES: VehicleType[] = [
  {
    id: 1,
    name: 'Automóvel',
    numberAxlesPepsico: 2,
    pepsicoVehicleType: 'Auto',
    wheelTypePepsico: 'Simples',
  },
  {
    id: 5,
    name: 'Carreta 5 eixos',
    numberAxlesPepsico: 5,
    pepsicoVehicleType: 'Caminhao',
    wheelTypePepsico: 'Dupla',
  },
];

const typed = { company_id: 3, plate: 'bra-2e19', brand: ' Fiat ', model: 'Strada', rear_wheel_type: '' };

describe('plate form values', () => {
  it('sends what POST /api/plates accepts, category and axis from the chosen type', () => {
    const body = plateBody({ ...typed, vehicleTypePepsico: 1 }, TYPES);
    expect(body).toEqual({
      company_id: 3,
      plate: 'BRA2E19',
      brand: 'Fiat',
      model: 'Strada',
      vehicle_type_pepsico: 1,
      category: 'auto',
      axis: 2,
      rear_wheel_type: 'Simples',
    });
    expect(plateCreateSchema.parse(body)).toEqual(body);
  });

  it("keeps the rear wheel type the user chose when the type's category offers it", () => {
    expect(plateBody({ ...typed, vehicleTypePepsico: '5', rear_wheel_type: 'Simples' }, TYPES)).toMatchObject(
      {
        vehicle_type_pepsico: 5,
        category: 'truck',
        axis: 5,
        rear_wheel_type: 'Simples',
      },
    );
    expect(
      plateBody({ ...typed, vehicleTypePepsico: 1, rear_wheel_type: 'Dupla' }, TYPES).rear_wheel_type,
    ).toBe('Simples');
  });

  it("keeps a stored plate's category and axle count while the types are unknown", () => {
    const body = plateBody({ ...typed, vehicleTypePepsico: 9, category: 'bus', axis: 3 }, []);
    expect(body).toMatchObject({
      vehicle_type_pepsico: 9,
      category: 'bus',
      axis: 3,
      rear_wheel_type: 'Simples',
    });
  });

  it('offers one rear wheel type for a car, two for a truck', () => {
    expect(rearWheelChoices({ vehicleTypePepsico: 1 }, TYPES)).toEqual(['Simples']);
    expect(rearWheelChoices({ vehicleTypePepsico: 5 }, TYPES)).toEqual(['Simples', 'Dupla']);
  });

  it("says 'Placa Inválida' and 'Tipo inválido', and flags a blank brand with no text", () => {
    expect(plateFormErrors({ ...typed, plate: 'ZZ1234', brand: ' ' })).toEqual({
      plate: 'Placa Inválida',
      vehicleTypePepsico: 'Tipo inválido',
      brand: SILENT_ERROR,
      rear_wheel_type: SILENT_ERROR,
    });
    expect(plateFormErrors({ ...typed, vehicleTypePepsico: 1, rear_wheel_type: 'Simples' })).toEqual({});
  });
});
