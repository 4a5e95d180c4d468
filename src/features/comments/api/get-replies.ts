import { queryOptions, useQuery } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import type { Comment } from "../types";
import { commentKeys } from "./keys";

/** Spec 7: all replies of one comment, oldest first, author expanded. */
export const getReplies = (parentId: string, signal?: AbortSignal) =>
  pb.collection("comments").getFullList<Comment>({
    filter: pb.filter("replyToId = {:parentId}", { parentId }),
    sort: "created,id",
    expand: "author",
    batch: 200,
    signal,
  });

export const getRepliesQueryOptions = (parentId: string) =>
  queryOptions({
    queryKey: commentKeys.replies(parentId),
    queryFn: ({ signal }) => getReplies(parentId, signal),
    staleTime: 10_000,
  });

/** Loaded on demand: only once the replies of this comment are shown. */
export const useReplies = (parentId: string, enabled: boolean) =>
  useQuery({ ...getRepliesQueryOptions(parentId), enabled });
