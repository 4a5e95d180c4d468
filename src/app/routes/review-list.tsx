import { useState } from "react";
import { usePageTitle } from "@/hooks/use-page-title";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import type { QueryClient } from "@tanstack/react-query";
import { getReviewsQueryOptions } from "@/features/reviews/api/get-reviews";
import { ReviewFeed } from "@/features/reviews/components/review-feed";
import { ReviewSearchBox } from "@/features/reviews/components/review-search-box";

// Starts page 1 while the route module loads, without holding the screen back (skeletons show).
// Kept pages are left alone: the list decides whether to refresh them (never on Back).
export const makeLoader = (queryClient: QueryClient) =>
  function loader() {
    const options = getReviewsQueryOptions("");
    if (!queryClient.getQueryData(options.queryKey)) void queryClient.prefetchInfiniteQuery(options);
    return null;
  };

/** /main/bookReview: the review list, or title-search results while the box has text (500 ms debounce). */
export function Component() {
  usePageTitle("책 리뷰");
  const [text, setText] = useState("");
  const debounced = useDebouncedValue(text.trim(), 500);
  // Clearing the box returns to the list at once.
  const search = text.trim() ? debounced : "";
  return (
    <>
      <h1 className="visually-hidden">책 리뷰</h1>
      <ReviewSearchBox value={text} onChange={setText} />
      <ReviewFeed search={search} />
    </>
  );
}
