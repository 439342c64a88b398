import type { KeyValueStorage } from '@freight/core';

function backing(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * `window.localStorage` with every call guarded: reading the property or calling it throws in sandboxed
 * iframes and with blocked third-party storage. A value the browser refuses to store is kept in memory
 * for the visit, so the planner still works.
 */
export function safeLocalStorage(): KeyValueStorage {
  const memory = new Map<string, string>();
  return {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return backing()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        const storage = backing();
        if (storage) {
          storage.setItem(key, value);
          memory.delete(key);
          return;
        }
      } catch {
        // Falls back to memory below.
      }
      memory.set(key, value);
    },
    removeItem(key) {
      memory.delete(key);
      try {
        backing()?.removeItem(key);
      } catch {
        // Nothing stored there.
      }
    },
  };
}
