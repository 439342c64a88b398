import type { KeyValueStorage } from '@freight/core';

/** A {@link KeyValueStorage} in memory, optionally pre-filled: for tests and storage-less hosts. */
export function createMemoryKeyValueStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const memory = new Map(Object.entries(initial));
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}
