import { routeResponseSchema } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { twoAlternativesResponse } from '../test-support/route-fixtures.ts';
import {
  resolveOnServer,
  routeLinks,
  routeReportLink,
  serverOrigin,
  sharedRouteEmbedCode,
  sharedRoutePath,
} from './route-links.ts';

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

describe('the server origin of the links', () => {
  it("is the api-base's origin when absolute, else the page's origin", () => {
    expect(serverOrigin('https://frete.example.com/v1/', 'https://carrier.example')).toBe(
      'https://frete.example.com',
    );
    expect(serverOrigin('', 'https://carrier.example')).toBe('https://carrier.example');
    expect(serverOrigin('/proxy', 'https://carrier.example')).toBe('https://carrier.example');
    expect(serverOrigin('', 'null')).toBe('');
  });

  it('resolves the report path on the server, not on the embedding page', () => {
    const response = routeResponseSchema.parse({
      ...twoAlternativesResponse(),
      report_link: '/app/routes/report?data=b64&alt=0',
    });
    expect(routeLinks(response, 1, 'https://frete.example.com').report).toBe(
      'https://frete.example.com/app/routes/report?data=b64&alt=1',
    );
    expect(resolveOnServer('https://other.example/r', 'https://frete.example.com')).toBe(
      'https://other.example/r',
    );
    expect(resolveOnServer('/r?a=1', '')).toBe('/r?a=1');
  });

  it('shares the embed page with the encrypted route URL-encoded in data', () => {
    expect(sharedRoutePath('b64:a+b/c=')).toBe('/embed?data=b64%3Aa%2Bb%2Fc%3D');
    expect(sharedRouteEmbedCode('https://frete.example.com', 'b64:a+b')).toBe(
      '<iframe src="https://frete.example.com/embed?data=b64%3Aa%2Bb" width="600" height="450" style="border:0" loading="lazy" allowfullscreen></iframe>',
    );
    expect(sharedRouteEmbedCode('https://frete.example.com', null)).toContain(
      'src="https://frete.example.com/embed"',
    );
  });
});
