import { describe, expect, it } from 'vitest';
import {
  companySettingsInputSchema,
  companySettingsSchema,
  DEFAULT_LOGO,
  LOGO_ADDRESS_MESSAGE,
  subscriptionStatusSchema,
} from './company-settings.ts';

describe('companySettingsSchema', () => {
  it('defaults: primary colour #fdc941, light background, the default logo, no flags', () => {
    expect(companySettingsSchema.parse({})).toEqual({
      allow_create_route: false,
      vpo_allow_select_tag: false,
      primary_color: '#fdc941',
      primary_color_is_dark: false,
      logo: '/app/logo.svg',
    });
    expect(DEFAULT_LOGO).toBe('/app/logo.svg');
  });

  it.each([[{ primary_color: null, logo: null }], [{ primary_color: '', logo: '' }]])(
    '%j falls back to the default colour and logo',
    (input) => {
      expect(companySettingsSchema.parse(input)).toMatchObject({
        primary_color: '#fdc941',
        logo: DEFAULT_LOGO,
      });
    },
  );

  it('keeps a company logo and extra settings', () => {
    expect(companySettingsSchema.parse({ logo: '/uploads/acme.png', font: 'Roboto' })).toMatchObject({
      logo: '/uploads/acme.png',
      font: 'Roboto',
    });
  });

  it.each([['active'], ['none'], ['overdue']])('subscription status %s is known', (status) => {
    expect(subscriptionStatusSchema.parse(status)).toBe(status);
  });

  it('rejects an unknown subscription status', () => {
    expect(subscriptionStatusSchema.safeParse('trial').success).toBe(false);
  });

  it.each([
    ['https://cdn.example.com.br/acme.png'],
    ['/app/logo.svg'],
    ['data:image/png;base64,iVBORw0KGgo='],
    ['data:image/svg+xml,%3Csvg xmlns%3D%22http://www.w3.org/2000/svg%22/%3E'],
    [''],
    [null],
  ])('accepts the logo %j, which the app can show', (logo) => {
    expect(companySettingsInputSchema.parse({ logo }).logo).toBe(logo);
  });

  it.each([
    ['http://intranet/acme.png'],
    ['//cdn.example.com.br/acme.png'],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['acme.png'],
    ['https://'],
  ])("refuses the logo %j, which the app's page policy would block, in pt-BR", (logo) => {
    const result = companySettingsInputSchema.safeParse({ logo });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LOGO_ADDRESS_MESSAGE);
  });
});
