import { describe, it, expect } from 'vitest';
import {
  EMBED_HEIGHT,
  EMBED_WIDTH,
  embedCode,
  embedUrl,
  SHARE_COPIED_LABEL,
  SHARE_EMBED_TAB_LABEL,
  SHARE_ERROR_MESSAGE,
  SHARE_LINK_LOADING_LABEL,
  SHARE_LINK_TAB_LABEL,
} from './share-route.ts';

describe('share strings', () => {
  it.each([
    { value: SHARE_ERROR_MESSAGE, expected: 'Erro ao compartilhar a rota!' },
    { value: SHARE_LINK_LOADING_LABEL, expected: 'Gerando link...' },
    { value: SHARE_COPIED_LABEL, expected: 'Copiado!' },
    { value: SHARE_LINK_TAB_LABEL, expected: 'Compartilhar Rota' },
    { value: SHARE_EMBED_TAB_LABEL, expected: 'Incorporar Mapa' },
  ])('$expected', ({ value, expected }) => {
    expect(value).toBe(expected);
  });
});

describe('embedUrl: the site alone or with a data parameter holding the encrypted route', () => {
  it.each([
    { site: 'https://example.com/app/', data: undefined, expected: 'https://example.com/app/' },
    { site: 'https://example.com/app/', data: '', expected: 'https://example.com/app/' },
    {
      site: 'https://example.com/app/',
      data: 'a+b/c=',
      expected: 'https://example.com/app/?data=a%2Bb%2Fc%3D',
    },
    {
      site: 'https://example.com/app/?embed=1',
      data: 'xyz',
      expected: 'https://example.com/app/?embed=1&data=xyz',
    },
  ])('$site with $data → $expected', ({ site, data, expected }) => {
    expect(embedUrl(site, data)).toBe(expected);
  });
});

describe('embedCode: an iframe of 600x450', () => {
  it('is 600 by 450', () => {
    expect([EMBED_WIDTH, EMBED_HEIGHT]).toEqual([600, 450]);
  });

  it('points at the site alone', () => {
    expect(embedCode('https://example.com/app/')).toBe(
      '<iframe src="https://example.com/app/" width="600" height="450" style="border:0" loading="lazy" allowfullscreen></iframe>',
    );
  });

  it('points at the site with the encrypted route, escaped for the attribute', () => {
    expect(embedCode('https://example.com/app/?embed=1', 'a"b')).toBe(
      '<iframe src="https://example.com/app/?embed=1&amp;data=a%22b" width="600" height="450" style="border:0" loading="lazy" allowfullscreen></iframe>',
    );
  });

  it('escapes quotes and angle brackets of a hostile site address', () => {
    expect(embedCode('https://x/"><script>')).toContain('src="https://x/&quot;&gt;&lt;script&gt;"');
  });
});
