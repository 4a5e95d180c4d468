// Query keys for comments: top-level pages per review, replies per parent comment.
export const commentKeys = {
  all: ["comments"] as const,
  lists: () => [...commentKeys.all, "list"] as const,
  list: (reviewId: string) => [...commentKeys.lists(), reviewId] as const,
  count: (reviewId: string) => [...commentKeys.all, "count", reviewId] as const,
  replyLists: () => [...commentKeys.all, "replies"] as const,
  replies: (parentId: string) => [...commentKeys.replyLists(), parentId] as const,
};
