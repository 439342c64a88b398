import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { concessionaireId } from './concessionaire-id.ts';

/** Whether V8 holds `text` one byte per character (its serialisation tag is `"`, not `c`). */
function isOneByte(text: string): boolean {
  return serialize(text)[2] === '"'.charCodeAt(0);
}

describe('concessionaireId', () => {
  it('is the name in lower case without accents, words joined by hyphens', () => {
    expect(concessionaireId('AUTOPISTA RÉGIS BITTENCOURT')).toBe('autopista-regis-bittencourt');
    expect(concessionaireId('  Ecovias dos Imigrantes S/A ')).toBe('ecovias-dos-imigrantes-s-a');
    expect(concessionaireId('CCR ViaOeste')).toBe('ccr-viaoeste');
  });

  it('is the same id every time for the same name', () => {
    expect(concessionaireId('Rodovias do Tietê')).toBe('rodovias-do-tiete');
    expect(concessionaireId('Rodovias do Tietê')).toBe('rodovias-do-tiete');
  });

  it('is null without a name or with one of no letters or digits', () => {
    expect(concessionaireId(null)).toBeNull();
    expect(concessionaireId(undefined)).toBeNull();
    expect(concessionaireId('')).toBeNull();
    expect(concessionaireId(' – ')).toBeNull();
  });

  it('is a one-byte string, so a route answer that carries it serialises on the fast path', () => {
    const accented = 'Concessionária Rodovias do Tietê';
    expect(isOneByte(accented.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))).toBe(false);
    expect(isOneByte(concessionaireId(accented)!)).toBe(true);
    expect(isOneByte(JSON.stringify({ concessionaria_id: concessionaireId(accented), nome: 'Praça' }))).toBe(
      true,
    );
  });
});
