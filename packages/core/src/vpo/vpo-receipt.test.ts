import { describe, expect, it } from 'vitest';
import { vpoFixture } from '../test-support/vpo-fixture.ts';
import type { Vpo } from '../schemas/vpo.ts';
import { BUILTIN_SUPPLIER_NOTICE } from './vpo-supplier-kind.ts';
import { BUILTIN_RECEIPT_TITLE, VPO_RECEIPT_TITLE, vpoReceipt } from './vpo-receipt.ts';
import type { VpoReceipt } from './vpo-receipt.ts';

function semPararVpo(overrides: Partial<Vpo> = {}): Vpo {
  return vpoFixture({
    route_waypoints: ['São Paulo, SP', 'Registro, SP', 'Curitiba, PR'],
    lines: [
      {
        plaza_id: 'p1',
        codigo_antt: '101',
        codigo_semparar: '9001',
        name: 'Juquiá',
        road: 'BR-116',
        km: 370.5,
        direction: 'Sul',
        uf: 'SP',
        concessionaire: 'Arteris Régis',
        fare: 22.5,
      },
      {
        plaza_id: 'p2',
        codigo_antt: null,
        codigo_semparar: null,
        name: 'Pórtico',
        road: null,
        km: null,
        direction: null,
        uf: null,
        concessionaire: null,
        fare: null,
      },
    ],
    ...overrides,
  });
}

function value(receipt: VpoReceipt, section: string, label: string): string | undefined {
  return receipt.sections.find((s) => s.title === section)?.rows.find((r) => r.label === label)?.value;
}

describe('vpoReceipt', () => {
  it('lists the sections in order', () => {
    expect(vpoReceipt(semPararVpo()).sections.map((s) => s.title)).toEqual([
      'Partes',
      'Veículo',
      'Rota',
      'Validade',
      'Identificadores',
      'Situação',
    ]);
  });

  it.each<[string, string, string]>([
    ['Partes', 'Transportadora', 'Transportes Ação Ltda — 11.222.333/0001-81'],
    ['Partes', 'Embarcador', 'Embarcadora Paraná — 123.456.789-09'],
    ['Partes', 'CPF/CNPJ de origem', '11.222.333/0001-81'],
    ['Partes', 'CPF/CNPJ de destino', 'Não informado'],
    ['Partes', 'Tomador do transporte', 'FOB'],
    ['Veículo', 'Placa', 'ABC1D23'],
    ['Veículo', 'Categoria', 'Caminhão'],
    ['Veículo', 'Eixos', '6'],
    ['Veículo', 'Eixos suspensos', '1'],
    ['Veículo', 'Rodagem', 'Dupla'],
    ['Veículo', 'Tag / operadora', 'Sem Parar'],
    ['Rota', 'Apelido', 'SP-CWB'],
    ['Rota', 'Pontos', 'São Paulo, SP → Registro, SP → Curitiba, PR'],
    ['Rota', 'Distância', '408,4 km'],
    ['Validade', 'Compra', '26/11/2026 07:00:05'],
    ['Validade', 'Válido até', '01/12/2026'],
    ['Identificadores', 'Fornecedor', 'Sem Parar'],
    ['Identificadores', 'Número da viagem', '777001'],
    ['Identificadores', 'Recibo', 'R-55'],
    ['Identificadores', 'ID da compra', 'C-99'],
    ['Identificadores', 'ID VPO ANTT', 'ANTT-2026-1'],
    ['Identificadores', 'Nossa referência', 'VPO-12-abc'],
    ['Situação', 'Situação', 'Emitido'],
  ])('%s › %s reads %s', (section, label, expected) => {
    expect(value(vpoReceipt(semPararVpo()), section, label)).toBe(expected);
  });

  it('titles a Sem Parar purchase as a VPO receipt, without the built-in notice', () => {
    const receipt = vpoReceipt(semPararVpo());
    expect(receipt.title).toBe(VPO_RECEIPT_TITLE);
    expect(receipt.notice).toBeNull();
  });

  it('never claims ANTT registration for a built-in purchase and carries its notice', () => {
    const receipt = vpoReceipt(semPararVpo({ supplier: 'builtin', antt_vpo_id: null, tag_operator: null }));
    expect(receipt.title).toBe(BUILTIN_RECEIPT_TITLE);
    expect(receipt.title).not.toMatch(/ANTT|Vale-Pedágio Obrigatório/);
    expect(receipt.notice).toBe(BUILTIN_SUPPLIER_NOTICE);
    expect(value(receipt, 'Identificadores', 'Fornecedor')).toBe('Pagamento próprio');
    expect(value(receipt, 'Identificadores', 'ID VPO ANTT')).toBe('Não se aplica (pagamento próprio)');
  });

  it('formats the plaza table and reads an unknown fare as unknown, not R$ 0,00', () => {
    const receipt = vpoReceipt(semPararVpo());
    expect(receipt.plazas).toEqual([
      { name: 'Juquiá', road: 'BR-116', km: 'km 370,5', direction: 'Sul', uf: 'SP', fare: 'R$ 22,50' },
      {
        name: 'Pórtico',
        road: 'Não informado',
        km: 'Não informado',
        direction: 'Não informado',
        uf: 'Não informado',
        fare: 'Valor desconhecido',
      },
    ]);
  });

  it.each<[string, number | null, string]>([
    ['a known purchased value', 1234.5, 'R$ 1.234,50'],
    ['an unknown purchased value', null, 'Valor desconhecido'],
    ['a zero purchased value that is known', 0, 'R$ 0,00'],
  ])('totals show %s', (_, purchased, expected) => {
    const receipt = vpoReceipt(semPararVpo({ status: 'unknown', purchased_value: purchased }));
    expect(receipt.totals).toEqual([
      { label: 'Valor cotado', value: 'R$ 1.234,50' },
      { label: 'Valor comprado', value: expected },
    ]);
  });

  it('shows the reason and date of a cancelled purchase', () => {
    const receipt = vpoReceipt(
      semPararVpo({
        status: 'cancelled',
        cancel_reason: 'Viagem desmarcada',
        cancelled_at: '2026-11-27T12:30:00Z',
      }),
    );
    expect(receipt.sections.at(-1)?.rows).toEqual([
      { label: 'Situação', value: 'Cancelado' },
      { label: 'Motivo do cancelamento', value: 'Viagem desmarcada' },
      { label: 'Data do cancelamento', value: '27/11/2026 09:30:00' },
    ]);
  });

  it('reads missing parties, tag and identifiers as not informed', () => {
    const receipt = vpoReceipt(
      semPararVpo({
        shipper_name: null,
        shipper_document: null,
        tag_operator: null,
        trip_number: null,
        receipt_number: null,
        purchase_id: null,
        antt_vpo_id: null,
        distance_km: null,
        vehicle: { plate: 'ABC1D23', category: 'auto', axis: 2, suspended_axles: 0, rear_wheel_type: null },
      }),
    );
    for (const [section, label] of [
      ['Partes', 'Embarcador'],
      ['Veículo', 'Rodagem'],
      ['Veículo', 'Tag / operadora'],
      ['Rota', 'Distância'],
      ['Identificadores', 'Número da viagem'],
      ['Identificadores', 'Recibo'],
      ['Identificadores', 'ID da compra'],
      ['Identificadores', 'ID VPO ANTT'],
    ] as const) {
      expect(value(receipt, section, label), `${section} › ${label}`).toBe('Não informado');
    }
  });
});
