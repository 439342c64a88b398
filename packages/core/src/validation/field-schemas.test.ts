import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  axisCategoryField,
  axisField,
  cnpjField,
  companyField,
  coordinatesField,
  cpfField,
  cpfOrCnpjField,
  emailField,
  emailOrCpfField,
  nameField,
  nicknameField,
  passwordField,
  phoneField,
  plateField,
  positionField,
  requiredTextField,
  retroactiveDateField,
  routeTypeField,
  routeWaypointsField,
  silentRequiredField,
  timeField,
  vehicleTypeField,
  waypointTextField,
} from './field-schemas.ts';

function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('field schemas carry the SPEC messages', () => {
  it.each([
    ['cpf', cpfField, '111.111.111-11', 'CPF Inválido'],
    ['cpf', cpfField, undefined, 'CPF Inválido'],
    ['cnpj', cnpjField, '11.222.333/0001-80', 'CNPJ Inválido'],
    ['cnpj', cnpjField, 14, 'CNPJ Inválido'],
    ['cpf or cnpj', cpfOrCnpjField, '1234', 'CPF/CNPJ inválido'],
    ['cpf or cnpj', cpfOrCnpjField, '00.000.000/0000-00', 'CNPJ Inválido'],
    ['cpf or cnpj', cpfOrCnpjField, 52998224725, 'CPF/CNPJ inválido'],
    ['email', emailField, 'ana@exemplo', 'VALIDATION_INVALID_EMAIL'],
    ['email or cpf', emailOrCpfField, '123', 'CPF Inválido'],
    ['phone', phoneField, '(11) 8765-4321', 'VALIDATION_INVALID_PHONE'],
    ['name', nameField, '  ab  ', 'required_field'],
    ['name', nameField, undefined, 'required_field'],
    ['required', requiredTextField, ' ', 'VALIDATION_IS_REQUIRED'],
    ['required', requiredTextField, null, 'VALIDATION_IS_REQUIRED'],
    ['brand/model/rear wheel/cost-center name', silentRequiredField, '', ''],
    ['brand/model/rear wheel/cost-center name', silentRequiredField, undefined, ''],
    ['nickname', nicknameField, '   ', 'Esse campo é obrigatório'],
    ['nickname', nicknameField, undefined, 'Esse campo é obrigatório'],
    ['password', passwordField, '', 'VALIDATION_IS_REQUIRED'],
    ['password', passwordField, undefined, 'VALIDATION_IS_REQUIRED'],
    ['time', timeField, '25:00', 'VALIDATION_INVALID_TIMETABLE'],
    ['time', timeField, undefined, 'VALIDATION_INVALID_TIMETABLE'],
    ['plate', plateField, 'ABC12345', 'Placa Inválida'],
    ['plate', plateField, '', 'VALIDATION_IS_REQUIRED'],
    ['plate', plateField, undefined, 'VALIDATION_IS_REQUIRED'],
    ['vehicle type', vehicleTypeField, '', 'Tipo inválido'],
    ['vehicle type', vehicleTypeField, null, 'Tipo inválido'],
    ['company', companyField, { id: 1 }, 'VALIDATION_IS_REQUIRED'],
    ['retroactive date', retroactiveDateField, '31/02/2026', 'VALIDATION_INVALID_DATE'],
    ['route type', routeTypeField, 'fastest', 'VALIDATION_INVALID_ROUTE_TYPE'],
    ['category', axisCategoryField, 'car', 'VALIDATION_INVALID_CATEGORY'],
    ['axis', axisField, '6', 'VALIDATION_INVALID_AXIS'],
    ['waypoint text', waypointTextField, '', 'VALIDATION_IS_REQUIRED'],
    ['position', positionField, { lat: 0, lng: 0 }, 'VALIDATION_MISSING_POSITION'],
    ['position', positionField, { lat: Number.NaN, lng: -46.6 }, 'VALIDATION_MISSING_POSITION'],
    ['coordinates', coordinatesField, null, 'VALIDATION_MISSING_POSITION'],
  ])('%s rejects %j with %j', (_field, schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });

  it.each([
    ['cpf', cpfField, '529.982.247-25', '52998224725'],
    ['cnpj', cnpjField, '12.abc.345/01de-35', '12ABC34501DE35'],
    ['cpf or cnpj', cpfOrCnpjField, '11.222.333/0001-81', '11222333000181'],
    ['cpf or cnpj', cpfOrCnpjField, '', ''],
    ['cpf or cnpj', cpfOrCnpjField, null, ''],
    ['cpf or cnpj', cpfOrCnpjField, undefined, ''],
    ['email', emailField, ' ana@exemplo.com ', 'ana@exemplo.com'],
    ['email or cpf', emailOrCpfField, '529.982.247-25', '529.982.247-25'],
    ['phone', phoneField, '(11) 98765-4321', '11987654321'],
    ['name', nameField, '  Ana  ', 'Ana'],
    ['required', requiredTextField, ' Volvo ', 'Volvo'],
    ['brand', silentRequiredField, ' FH 540 ', 'FH 540'],
    ['nickname', nicknameField, ' Rota SP-RJ ', 'Rota SP-RJ'],
    ['password', passwordField, ' s3nha ', ' s3nha '],
    ['time', timeField, '08:30', '08:30'],
    ['plate', plateField, 'abc1d23', 'ABC1D23'],
    ['plate', plateField, 'abc-1234', 'ABC1234'],
    ['vehicle type', vehicleTypeField, 12, 12],
    ['company', companyField, 3, 3],
    ['company', companyField, null, null],
    ['retroactive date', retroactiveDateField, '05/08/2026', '05/08/2026'],
    ['retroactive date', retroactiveDateField, undefined, ''],
    ['route type', routeTypeField, 'avoid_tolls', 'avoid_tolls'],
    ['category', axisCategoryField, 'motorcycle', 'motorcycle'],
    ['waypoint text', waypointTextField, 'Campinas, SP', 'Campinas, SP'],
    ['position', positionField, { lat: -23.5489, lng: -46.6388 }, { lat: -23.5489, lng: -46.6388 }],
  ])('%s accepts %j as %j', (_field, schema, value, output) => {
    expect(schema.parse(value)).toEqual(output);
  });
});

describe('route request waypoints: every waypoint has a position, at least two', () => {
  const saoPaulo = { searchText: 'São Paulo', coordinates: { lat: -23.5489, lng: -46.6388 } };
  const dragged = { searchText: '', coordinates: { lat: -22.9068, lng: -43.1729 } };

  it('accepts two positioned waypoints, even one without text', () => {
    expect(routeWaypointsField.parse([saoPaulo, dragged])).toEqual([saoPaulo, dragged]);
  });

  it.each([
    [
      'destination at 0,0',
      [saoPaulo, { searchText: 'Rio', coordinates: { lat: 0, lng: 0 } }],
      [1, 'coordinates'],
      'VALIDATION_MISSING_POSITION',
    ],
    ['only one waypoint', [saoPaulo], [], 'VALIDATION_MIN_WAYPOINTS'],
    ['not a list', 'São Paulo', [], 'VALIDATION_MIN_WAYPOINTS'],
  ])('rejects %s', (_case, waypoints, path, message) => {
    const result = routeWaypointsField.safeParse(waypoints);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path, message });
  });
});
