import { companySettingsSchema } from '../schemas/index.ts';
import type { Auth } from '../schemas/index.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import type { KeyValueStorage } from './storage-keys.ts';

/** Company branding applied after login (SPEC §1): primary colour, dark-background flag and logo. */
export interface Branding {
  /** Primary colour, default `#fdc941`. */
  primaryColor: string;
  /** Whether the primary colour is dark (white text on it). */
  bgDark: boolean;
  /** Logo address, default the product logo. */
  logo: string;
}

/**
 * Branding of a logged-in user: the settings of the first company, or the defaults when the user
 * has no company.
 */
export function brandingOf(auth: Auth): Branding {
  const settings = auth.settings.companies[0]?.settings ?? companySettingsSchema.parse({});
  return {
    primaryColor: settings.primary_color,
    bgDark: settings.primary_color_is_dark,
    logo: settings.logo,
  };
}

/**
 * Stores a session: `token`, `email`, and the branding as `primary_color`, `bg_dark` (`'true'` or
 * `'false'`) and `logo`.
 */
export function storeSession(storage: KeyValueStorage, auth: Auth): void {
  const branding = brandingOf(auth);
  storage.setItem(STORAGE_KEYS.token, auth.token);
  storage.setItem(STORAGE_KEYS.email, auth.email);
  storage.setItem(STORAGE_KEYS.primaryColor, branding.primaryColor);
  storage.setItem(STORAGE_KEYS.bgDark, String(branding.bgDark));
  storage.setItem(STORAGE_KEYS.logo, branding.logo);
}

/** Removes the session keys (token, email, branding); the user's `font` size is kept. */
export function clearSession(storage: KeyValueStorage): void {
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.email,
    STORAGE_KEYS.primaryColor,
    STORAGE_KEYS.bgDark,
    STORAGE_KEYS.logo,
  ]) {
    storage.removeItem(key);
  }
}
