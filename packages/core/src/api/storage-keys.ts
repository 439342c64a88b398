/**
 * Keys the client keeps in the injected storage (SPEC §7: token, email, primary_color, bg_dark, logo,
 * font). `font` belongs to the host's font-size control; the client never writes it.
 */
export const STORAGE_KEYS = {
  token: 'token',
  email: 'email',
  primaryColor: 'primary_color',
  bgDark: 'bg_dark',
  logo: 'logo',
  font: 'font',
} as const;

export type { KeyValueStorage } from '../shared/key-value-storage.ts';
