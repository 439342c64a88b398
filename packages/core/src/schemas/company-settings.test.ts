import { describe, expect, it } from 'vitest';
import { companySettingsSchema, DEFAULT_LOGO, subscriptionStatusSchema } from './company-settings.ts';

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
});
