import { describe, it, expect } from 'vitest';
import { mapsDirectionsLink, navigationAppLink, reportLink } from './route-links.ts';

const saoPaulo = { lat: -23.5489, lng: -46.6388 };
const curitiba = { lat: -25.4284, lng: -49.2733 };
const registro = { lat: -24.4875, lng: -47.8436 };

describe('navigation app link: ll (destination) and from (origin)', () => {
  it('carries both coordinates and starts navigation', () => {
    expect(navigationAppLink(saoPaulo, curitiba)).toBe(
      'https://waze.com/ul?ll=-25.4284,-49.2733&from=-23.5489,-46.6388&navigate=yes',
    );
  });
});

describe('maps directions link: origin, destination and driving mode', () => {
  it.each([
    {
      stops: [],
      expected:
        'https://www.google.com/maps/dir/?api=1&origin=-23.5489,-46.6388&destination=-25.4284,-49.2733&travelmode=driving',
    },
    {
      stops: [registro, registro],
      expected:
        'https://www.google.com/maps/dir/?api=1&origin=-23.5489,-46.6388&destination=-25.4284,-49.2733' +
        '&waypoints=-24.4875,-47.8436%7C-24.4875,-47.8436&travelmode=driving',
    },
  ])('with $stops.length stops', ({ stops, expected }) => {
    expect(mapsDirectionsLink(saoPaulo, curitiba, stops)).toBe(expected);
  });

  it('defaults to no stops', () => {
    expect(mapsDirectionsLink(saoPaulo, curitiba)).not.toContain('waypoints=');
  });
});

describe('report link: carries an alternative-index parameter', () => {
  it.each([
    { base: '/app/routes/report', data: 'abc', alt: 0, expected: '/app/routes/report?data=abc&alt=0' },
    {
      base: '/app/routes/report',
      data: 'a+b/c=',
      alt: 2,
      expected: '/app/routes/report?data=a%2Bb%2Fc%3D&alt=2',
    },
    { base: '/report?lang=pt', data: 'abc', alt: 1, expected: '/report?lang=pt&data=abc&alt=1' },
  ])('$base, alt $alt → $expected', ({ base, data, alt, expected }) => {
    expect(reportLink(base, data, alt)).toBe(expected);
  });
});
