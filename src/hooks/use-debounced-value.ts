import { useEffect, useState } from "react";

/** The value, once it has stopped changing for `delay` ms (spec 5: 300, 500, 700 ms). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
  return debounced;
}
