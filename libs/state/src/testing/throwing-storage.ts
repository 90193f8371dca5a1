import type { KeyValueStorage } from '../adapters/key-value-storage';

/** Storage a browser refuses (private mode, a full quota): every read, write and removal throws. */
export const throwingStorage: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};
