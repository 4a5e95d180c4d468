/** The list's excerpt without a character PocketBase 0.22 cut in half (U+FFFD) before its ellipsis. */
export const previewText = (excerpt: string) => excerpt.replace(/\uFFFD+(\.\.\.)?$/, "…");
