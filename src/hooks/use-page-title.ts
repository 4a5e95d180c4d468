import { useEffect } from "react";

/** Sets document.title to "{page} | 책동네" (spec 2: titles use a product suffix). */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = page ? `${page} | 책동네` : "책동네";
  }, [page]);
}
