import { useEffect, useState } from 'react';

/** True once the island runs in the browser: tests wait for `data-hydrated="true"` before typing. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
