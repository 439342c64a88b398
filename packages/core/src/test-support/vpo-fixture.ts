import { vpoSchema } from '../schemas/vpo.ts';
import type { Vpo, VpoQuoteLine } from '../schemas/vpo.ts';

/**
 * Plaza `index` of a fixture VPO ('Praça Conceição n', BR-116, km 100 + 10.5·n) with `fare` (default
 * 10 + n; `null`: no known fare).
 */
export function vpoPlazaFixture(index: number, fare: number | null = 10 + index): VpoQuoteLine {
  return {
    plaza_id: `p${index}`,
    codigo_antt: String(100 + index),
    codigo_semparar: null,
    name: `Praça Conceição ${index}`,
    road: 'BR-116',
    km: 100 + index * 10.5,
    direction: 'Sul',
    uf: 'SP',
    concessionaire: 'Arteris Régis',
    fare,
  };
}

/**
 * A VPO purchase as `GET /api/vpo/{id}` answers it, for the tests of what shows it (receipt, PDF, pages): an
 * issued Sem Parar purchase of the route SP-CWB for the 6-axle truck ABC1D23 (one axle suspended), two
 * plazas, every identifier known; `overrides` replace fields.
 *
 * @example vpoFixture({ supplier: 'builtin', purchased_value: null })
 */
export function vpoFixture(overrides: Partial<Vpo> = {}): Vpo {
  return vpoSchema.parse({
    id: 12,
    company_id: 1,
    company_name: 'Transportes Ação Ltda',
    company_cnpj: '11222333000181',
    route_id: 3,
    route_slug: 'SP-CWB',
    route_waypoints: ['São Paulo, SP', 'Curitiba, PR'],
    distance_km: 408.44,
    status: 'issued',
    supplier: 'semparar',
    tag_operator: 'Sem Parar',
    vehicle: { plate: 'ABC1D23', category: 'truck', axis: 6, suspended_axles: 1, rear_wheel_type: 'Dupla' },
    plate_id: 7,
    shipper_id: 4,
    shipper_name: 'Embarcadora Paraná',
    shipper_document: '12345678909',
    cost_center_id: null,
    cost_center_name: null,
    code: '',
    remarks: '',
    origin_document: '11222333000181',
    destination_document: '',
    expiration_date: '2026-12-01',
    operation_type: '',
    transport_taker: 'FOB',
    lines: [vpoPlazaFixture(1), vpoPlazaFixture(2)],
    quoted_value: 1234.5,
    purchased_value: 1234.5,
    priced_on: '2026-11-26',
    client_reference: 'VPO-12-abc',
    trip_number: '777001',
    receipt_number: 'R-55',
    purchase_id: 'C-99',
    antt_vpo_id: 'ANTT-2026-1',
    status_message: null,
    cancel_reason: null,
    created_by: 'Ana',
    created_at: '2026-11-26T10:00:00Z',
    updated_at: '2026-11-26T10:00:05Z',
    issued_at: '2026-11-26T10:00:05Z',
    cancelled_at: null,
    ...overrides,
  });
}
