import { decreaseFontSize, increaseFontSize, parseFontSize, STORAGE_KEYS } from '@freight/core';
import type { KeyValueStorage } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/** The font size of the app (SPEC §4: initial 14, max 20, decrease at 12 or more), kept in `font`. */
export interface FontSizeStore {
  readonly $fontSize: ReadableAtom<number>;
  increase(): void;
  decrease(): void;
}

/** Creates the font-size store over the storage (`font` key). */
export function createFontSizeStore(storage: KeyValueStorage): FontSizeStore {
  const $fontSize = atom(parseFontSize(storage.getItem(STORAGE_KEYS.font)));
  const set = (size: number): void => {
    $fontSize.set(size);
    storage.setItem(STORAGE_KEYS.font, String(size));
  };
  return {
    $fontSize,
    increase: () => set(increaseFontSize($fontSize.get())),
    decrease: () => set(decreaseFontSize($fontSize.get())),
  };
}
