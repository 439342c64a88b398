import { describe, expect, it } from 'vitest';
import { tollPlazaSitesFromCsv } from './toll-plaza-sites.ts';

const HEADER = 'id,fonte,nome,rodovia,uf,latitude,longitude,sentido';

describe('toll plaza sites of pracas.csv', () => {
  it('reads the position and road text of each plaza', () => {
    const csv = [
      HEADER,
      'a-casimiro,ANTT,Casimiro de Abreu,BR-101,RJ,-22.476441,-42.088519,ambos',
      'b-ramo,ARTESP,Ramo,Acesso para SP-278,SP,-23.5,-46.9,',
      'c-spa,ARTESP,Sub,SPA 086/021,SP,-23.6,-46.8,',
    ].join('\n');
    expect(tollPlazaSitesFromCsv(csv)).toEqual({
      sites: [
        { lat: -22.476441, lng: -42.088519, rodovia: 'BR-101' },
        { lat: -23.5, lng: -46.9, rodovia: 'Acesso para SP-278' },
        { lat: -23.6, lng: -46.8, rodovia: 'SPA 086/021' },
      ],
      withoutRoadNumber: [],
    });
  });

  it('sets apart the rows whose road names no number', () => {
    const csv = [
      HEADER,
      'a,ANTT,A,BR-116,SP,-23,-46,',
      'b,ANTT,B,Rodovia dos Bandeirantes,SP,-23.1,-46.1,',
    ].join('\n');
    expect(tollPlazaSitesFromCsv(csv)).toEqual({
      sites: [{ lat: -23, lng: -46, rodovia: 'BR-116' }],
      withoutRoadNumber: [{ line: 3, id: 'b', rodovia: 'Rodovia dos Bandeirantes' }],
    });
  });

  it.each([
    ['a missing coordinate', 'b,ANTT,B,BR-116,SP,,-46,', /line 3 \(latitude\)/],
    ['a coordinate with a comma', 'b,ANTT,B,BR-116,SP,-23,"-46,5",', /line 3 \(longitude\)/],
    ['a repeated id', 'a,ANTT,B,BR-116,SP,-23,-46,', /line 3: repeated id/],
  ])('names the line of %s', (_, row, message) => {
    const csv = [HEADER, 'a,ANTT,A,BR-116,SP,-23,-46,', row].join('\n');
    expect(() => tollPlazaSitesFromCsv(csv)).toThrow(message);
  });
});
