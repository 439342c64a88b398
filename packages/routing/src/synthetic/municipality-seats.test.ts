import { describe, expect, it } from 'vitest';
import { BRAZIL_BBOX, municipalitySeatsFromCsv, syntheticMunicipalities } from './municipality-seats.ts';

describe('municipality seats', () => {
  it('reads the seats of municipios.csv', () => {
    const csv = [
      'codigo_ibge,nome,uf,latitude,longitude,capital',
      '3550308,São Paulo,SP,-23.5329,-46.6395,1',
      "1100015,Alta Floresta D'Oeste,RO,-11.9283,-61.9953,0",
    ].join('\n');
    expect(municipalitySeatsFromCsv(csv)).toEqual([
      { name: 'São Paulo', uf: 'SP', lat: -23.5329, lng: -46.6395, capital: true },
      { name: "Alta Floresta D'Oeste", uf: 'RO', lat: -11.9283, lng: -61.9953, capital: false },
    ]);
  });

  it('names the line of a seat without coordinates', () => {
    const csv = 'codigo_ibge,nome,uf,latitude,longitude,capital\n1,Ok,SP,-23,-46,0\n2,Bad,SP,,-46,0\n';
    expect(() => municipalitySeatsFromCsv(csv)).toThrow(/line 3/);
  });

  it("invents Brazil's 5,570 seats inside its bounding box, 27 of them capitals", () => {
    const seats = syntheticMunicipalities(1);
    expect(seats).toHaveLength(5570);
    expect(seats.filter((s) => s.capital)).toHaveLength(27);
    const outside = seats.filter(
      (s) =>
        s.lat < BRAZIL_BBOX.minLat ||
        s.lat > BRAZIL_BBOX.maxLat ||
        s.lng < BRAZIL_BBOX.minLon ||
        s.lng > BRAZIL_BBOX.maxLon,
    );
    expect(outside).toEqual([]);
    expect(new Set(seats.map((s) => s.uf)).size).toBeGreaterThan(20);
  });
});
