/**
 * The part of the Web Storage API that core uses (`localStorage` in browsers, any map-backed object in
 * tests and on servers). Passed in, never read from a global.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
