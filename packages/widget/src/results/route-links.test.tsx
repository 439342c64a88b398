import { routeResponseSchema } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { twoAlternativesResponse } from '../test-support/route-fixtures.ts';
import { routeLinks, routeReportLink } from './route-links.ts';

describe('routeReportLink', () => {
  it('adds the alternative index to the report link', () => {
    expect(routeReportLink('/app/routes/report?data=abc', 1)).toBe('/app/routes/report?data=abc&alt=1');
    expect(routeReportLink('https://frete.example.com/report', 0)).toBe(
      'https://frete.example.com/report?alt=0',
    );
  });

  it('replaces an index already there and keeps the fragment', () => {
    expect(routeReportLink('/r?alt=0&data=x#top', 2)).toBe('/r?data=x&alt=2#top');
  });

  it('gives null without a report link', () => {
    expect(routeReportLink(null, 0)).toBeNull();
    expect(routeReportLink(undefined, 0)).toBeNull();
    expect(routeReportLink('', 0)).toBeNull();
  });
});

describe('routeLinks', () => {
  it('builds the navigation app and maps directions links from the origin and destination', () => {
    const response = routeResponseSchema.parse({
      ...twoAlternativesResponse(),
      report_link: '/report?data=b64',
    });
    expect(routeLinks(response, 1)).toEqual({
      report: '/report?data=b64&alt=1',
      navigationApp: 'https://waze.com/ul?ll=-25.4284,-49.2733&from=-23.5489,-46.6388&navigate=yes',
      mapsDirections:
        'https://www.google.com/maps/dir/?api=1&origin=-23.5489,-46.6388&destination=-25.4284,-49.2733&travelmode=driving',
    });
  });

  it('gives no links before a calculation', () => {
    expect(routeLinks(null, 0)).toEqual({ report: null, navigationApp: null, mapsDirections: null });
  });
});
