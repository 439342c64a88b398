import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import {
  costCenterFormSchema,
  loginFormSchema,
  plannerOptionsFormSchema,
  plateCheckFormSchema,
  plateFormSchema,
  saveRouteFormSchema,
  vehicleFormSchema,
  vpoWaypointsFormSchema,
} from './form-schemas.ts';

const validPlate = {
  company_id: 1,
  plate: 'bra-2e19',
  vehicle_type_pepsico: 'Caminhao',
  brand: 'Volvo',
  model: 'FH 540',
  rear_wheel_type: 'Dupla',
};

describe('vehicle: category and axle combination (SPEC §5)', () => {
  it.each([
    [{ category: 'truck', axis: 11 }, {}],
    [{ category: 'truck', axis: 16 }, { axis: 'Quantidade de eixos inválida para a categoria' }],
    [{ category: 'bus', axis: 5 }, { axis: 'Quantidade de eixos inválida para a categoria' }],
    [{ category: 'motorcycle', axis: 3 }, { axis: 'Quantidade de eixos inválida para a categoria' }],
    [{ category: 'auto', axis: 2.5 }, { axis: 'Quantidade de eixos inválida para a categoria' }],
    [{ category: 'car', axis: 2 }, { category: 'Categoria inválida' }],
  ])('%j gives %j', (vehicle, errors) => {
    const result = vehicleFormSchema.safeParse(vehicle);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual(errors);
  });
});

describe('plate form (SPEC §2, §5)', () => {
  it('accepts a full plate and stores it upper-cased without hyphen', () => {
    expect(plateFormSchema.parse(validPlate)).toEqual({ ...validPlate, plate: 'BRA2E19' });
  });

  it('gives one message per field, with no message for brand, model and rear wheel type', () => {
    const result = plateFormSchema.safeParse({ company_id: null, plate: 'ABC12345' });
    expect(result.success).toBe(false);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      plate: 'Placa Inválida',
      vehicle_type_pepsico: 'Tipo inválido',
      brand: '',
      model: '',
      rear_wheel_type: '',
    });
  });

  it.each([
    [{ category: 'truck', axis: 6 }, true],
    [{ category: 'bus', axis: 5 }, false],
    [{ category: 'truck' }, true],
  ])('with %j of the POST body is valid: %s', (vehicle, valid) => {
    expect(plateFormSchema.safeParse({ ...validPlate, ...vehicle }).success).toBe(valid);
  });
});

describe('cost-center, save-route, plate-check and login forms', () => {
  it.each([
    ['cost center', costCenterFormSchema, { company_id: 1, name: ' ' }, { name: '' }],
    ['cost center', costCenterFormSchema, { company_id: 1, name: 'Filial Campinas' }, {}],
    [
      'save route',
      saveRouteFormSchema,
      { nickname: '', company_id: 2 },
      { nickname: 'Esse campo é obrigatório' },
    ],
    ['save route', saveRouteFormSchema, { nickname: 'SP-RJ' }, {}],
    ['plate check', plateCheckFormSchema, { plate: 'ABC1234' }, {}],
    ['plate check', plateCheckFormSchema, { plate: 'ABCD123' }, { plate: 'Placa Inválida' }],
    ['plate check', plateCheckFormSchema, {}, { plate: 'Esse campo é obrigatório' }],
    [
      'login',
      loginFormSchema,
      { email: ' ', password: '' },
      { email: 'Esse campo é obrigatório', password: 'Esse campo é obrigatório' },
    ],
    ['login', loginFormSchema, { email: 'ana@exemplo.com', password: 'x' }, {}],
  ])('%s form %j gives %j', (_form, schema, values, errors) => {
    const result = schema.safeParse(values);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual(errors);
  });
});

describe('planner options form, validated before calculating (SPEC §3, §5)', () => {
  it('fills the defaults', () => {
    expect(plannerOptionsFormSchema.parse({})).toEqual({
      retroactiveDate: '',
      calculateReturn: false,
      shortest: false,
      type_route: 'efficient',
    });
  });

  it.each([
    [{ retroactiveDate: '' }, {}],
    [{ retroactiveDate: '29/02/2028', type_route: 'avoid_tolls' }, {}],
    [{ type_route: 'default' }, {}],
    [{ type_route: 'shortest', calculateReturn: true }, {}],
    [{ retroactiveDate: '31/02/2026' }, { retroactiveDate: 'Data inválida' }],
    [{ retroactiveDate: '2026-08-05' }, { retroactiveDate: 'Data inválida' }],
    [{ type_route: 'fastest' }, { type_route: 'Tipo de rota inválido' }],
    [{ calculateReturn: 'yes' }, { calculateReturn: 'Esse campo é obrigatório' }],
    [{ shortest: 1 }, { shortest: 'Esse campo é obrigatório' }],
  ])('%j gives %j', (options, errors) => {
    const result = plannerOptionsFormSchema.safeParse(options);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual(errors);
  });
});

describe('VPO waypoint form: empty origin or destination fails (SPEC §5)', () => {
  it.each([
    [[{ searchText: 'São Paulo, SP' }, { searchText: 'Rio de Janeiro, RJ' }], {}],
    [
      [
        { searchText: 'São Paulo, SP', coordinates: { lat: -23.5489, lng: -46.6388 } },
        { searchText: 'Campinas, SP' },
        { searchText: 'Rio de Janeiro, RJ' },
      ],
      {},
    ],
    [
      [{ searchText: '' }, { searchText: 'Rio de Janeiro, RJ' }],
      { 'waypoints.0.searchText': 'Esse campo é obrigatório' },
    ],
    [
      [{ searchText: 'São Paulo, SP' }, { searchText: '  ' }],
      { 'waypoints.1.searchText': 'Esse campo é obrigatório' },
    ],
    [[{ searchText: 'São Paulo, SP' }], { waypoints: 'Informe ao menos origem e destino' }],
    [undefined, { waypoints: 'Informe ao menos origem e destino' }],
    [
      [{ searchText: 'São Paulo, SP', coordinates: { lat: -23.5 } }, { searchText: 'Rio de Janeiro, RJ' }],
      { 'waypoints.0.coordinates.lng': 'Ponto sem localização' },
    ],
  ])('%j gives %j', (waypoints, errors) => {
    const result = vpoWaypointsFormSchema.safeParse({ waypoints });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual(errors);
  });
});
