import type { StateStorage } from "zustand/middleware";

/** localStorage that never throws: a full quota (a big draft photo) must not break typing. */
export const safeLocalStorage: StateStorage = {
  getItem: (key) => localStorage.getItem(key),
  setItem: (key, value) => {
    try {
      localStorage.setItem(key, value);
    } catch (error) {
      console.warn("임시 저장 공간이 부족해요", error);
    }
  },
  removeItem: (key) => localStorage.removeItem(key),
};
