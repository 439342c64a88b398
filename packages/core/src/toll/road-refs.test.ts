import { describe, expect, it } from 'vitest';
import { normalizeRoadRef, plazaRoadRefs, wayRoadRefs } from './road-refs.ts';

describe('normalizeRoadRef', () => {
  it.each([
    ['BR-116', 'BR-116'],
    [' br-116 ', 'BR-116'],
    ['BR 40', 'BR-040'],
    ['BR40', 'BR-040'],
    ['SP-21', 'SP-021'],
    ['SPA-086/021', 'SPA-086/021'],
    ['spa 86/21', 'SPA-086/021'],
    ['ERS-122', 'ERS-122'],
  ])('%s → %s', (text, expected) => {
    expect(normalizeRoadRef(text)).toBe(expected);
  });

  it.each(['', 'Corredor Norte-Sul', 'Acesso para SP-278', 'BR-1160'])('%s is not a road number', (text) => {
    expect(normalizeRoadRef(text)).toBeNull();
  });
});

describe('wayRoadRefs', () => {
  it('splits multiplexed refs, owner first, and drops what is not a road number', () => {
    expect(wayRoadRefs('BR-116;SP-230')).toEqual(['BR-116', 'SP-230']);
    expect(wayRoadRefs('SP-270; SP-278 ;')).toEqual(['SP-270', 'SP-278']);
    expect(wayRoadRefs('')).toEqual([]);
    expect(wayRoadRefs('BR-116;BR 116')).toEqual(['BR-116']);
  });
});

describe('plazaRoadRefs', () => {
  it('reads a road number as is', () => {
    expect(plazaRoadRefs('SPA-086/021')).toEqual({ refs: ['SPA-086/021'], described: false });
  });

  it('reads the roads a ramp description mentions', () => {
    expect(plazaRoadRefs('Acesso para SP-278')).toEqual({ refs: ['SP-278'], described: true });
    expect(plazaRoadRefs('Saída para BR-153')).toEqual({ refs: ['BR-153'], described: true });
    expect(plazaRoadRefs('Trevo BR-277 / BR 376')).toEqual({ refs: ['BR-277', 'BR-376'], described: true });
  });

  it('finds nothing in a text without a road number', () => {
    expect(plazaRoadRefs('Praça do centro')).toEqual({ refs: [], described: true });
  });
});
