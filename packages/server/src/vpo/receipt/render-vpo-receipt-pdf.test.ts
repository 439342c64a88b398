import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Vpo } from '@freight/core';
import { vpoFixture, vpoPlazaFixture } from '@freight/core/test-support/vpo-fixture';
import { describe, expect, it } from 'vitest';
import { renderVpoReceiptPdf } from './index.ts';

const PDFTOTEXT = '/usr/bin/pdftotext';
const hasPdftotext = existsSync(PDFTOTEXT);
if (!hasPdftotext)
  console.warn(`${PDFTOTEXT} is absent (apt-get install poppler-utils): the receipt PDF tests are skipped.`);

const plaza = vpoPlazaFixture;
const vpo = vpoFixture;

/** The PDF's text as a user reading it would see it (pdftotext -layout), spaces squeezed. */
async function pdfText(purchase: Vpo): Promise<{ text: string; pages: number }> {
  const bytes = await renderVpoReceiptPdf(purchase);
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const raw = execFileSync(PDFTOTEXT, ['-layout', '-enc', 'UTF-8', '-', '-'], { input: bytes }).toString(
    'utf8',
  );
  return { text: raw.replace(/[ \t]+/g, ' '), pages: raw.split('\f').filter((page) => page.trim()).length };
}

describe.skipIf(!hasPdftotext)('renderVpoReceiptPdf', () => {
  it('prints the parties, vehicle, route, validity, identifiers, plazas and totals of a Sem Parar VPO', async () => {
    const { text } = await pdfText(vpo());
    for (const expected of [
      'Recibo de Vale-Pedágio Obrigatório (VPO)',
      'Transportes Ação Ltda — 11.222.333/0001-81',
      'Embarcadora Paraná — 123.456.789-09',
      'Tomador do transporte FOB',
      'Placa ABC1D23',
      'Categoria Caminhão',
      'Eixos suspensos 1',
      'Tag / operadora Sem Parar',
      'São Paulo, SP » Curitiba, PR',
      'Distância 408,4 km',
      'Válido até 01/12/2026',
      'Compra 26/11/2026 07:00:05',
      'Número da viagem 777001',
      'Recibo R-55',
      'ID da compra C-99',
      'ID VPO ANTT ANTT-2026-1',
      'Nossa referência VPO-12-abc',
      'Situação Emitido',
      'Praça Rodovia Km Sentido UF Tarifa',
      'Praça Conceição 1 BR-116 km 110,5 Sul SP R$ 11,00',
      'Praça Conceição 2 BR-116 km 121 Sul SP R$ 12,00',
      'Valor cotado R$ 1.234,50',
      'Valor comprado R$ 1.234,50',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Pagamento próprio:');
  });

  it('titles a built-in purchase without claiming ANTT registration and prints its notice', async () => {
    const { text } = await pdfText(vpo({ supplier: 'builtin', antt_vpo_id: null, tag_operator: null }));
    expect(text).toContain('Demonstrativo de pedágio — Pagamento próprio');
    expect(text).not.toContain('Recibo de Vale-Pedágio Obrigatório');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Pagamento próprio: valores calculados pelo sistema com a tag da própria empresa. Nenhuma compra é registrada em fornecedor de VPO nem na ANTT.',
    );
    expect(text).toContain('Fornecedor Pagamento próprio');
  });

  it('prints the reason and date of a cancelled VPO', async () => {
    const { text } = await pdfText(
      vpo({ status: 'cancelled', cancel_reason: 'Viagem desmarcada', cancelled_at: '2026-11-27T12:30:00Z' }),
    );
    expect(text).toContain('Situação Cancelado');
    expect(text).toContain('Motivo do cancelamento Viagem desmarcada');
    expect(text).toContain('Data do cancelamento 27/11/2026 09:30:00');
  });

  it('reads an unknown purchased value and an unknown fare as unknown, never R$ 0,00', async () => {
    const { text } = await pdfText(
      vpo({
        status: 'unknown',
        purchased_value: null,
        quoted_value: null,
        lines: [plaza(1, null), plaza(2)],
      }),
    );
    expect(text).toContain('Valor comprado Valor desconhecido');
    expect(text).toContain('Valor cotado Valor desconhecido');
    expect(text).toContain('Praça Conceição 1 BR-116 km 110,5 Sul SP Valor desconhecido');
    expect(text).not.toContain('R$ 0,00');
  });

  it('runs a long plaza list onto more pages, repeating the table header and numbering the pages', async () => {
    const lines = Array.from({ length: 90 }, (_, index) => plaza(index + 1));
    const { text, pages } = await pdfText(vpo({ lines }));
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`Página 1 de ${pages}`);
    expect(text).toContain(`Página ${pages} de ${pages}`);
    expect(text.split('Praça Rodovia Km Sentido UF Tarifa')).toHaveLength(pages + 1);
    for (const index of [1, 45, 90]) expect(text).toContain(`Praça Conceição ${index} BR-116`);
    expect(text.trimEnd().split('\f').at(-1)).toContain('Valor comprado R$ 1.234,50');
  });
});
