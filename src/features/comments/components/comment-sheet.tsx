import { useState } from "react";
import { useCurrentUser } from "@/lib/session";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import type { Comment, ReplyTarget } from "../types";
import { CommentComposer } from "./comment-composer";
import { CommentList } from "./comment-list";
import { DeleteCommentDialog } from "./delete-comment-dialog";

/** The comments panel (spec 2): list, replies on demand, likes, and the composer pinned below. */
export function CommentSheet({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const user = useCurrentUser();
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const expand = (id: string) => setExpanded((s) => new Set(s).add(id));
  return (
    <BottomSheet
      open
      onClose={onClose}
      title="댓글"
      footer={
        <CommentComposer
          reviewId={reviewId}
          target={target}
          onTargetChange={setTarget}
          onReplySent={expand}
        />
      }
    >
      <CommentList
        reviewId={reviewId}
        userId={user?.id ?? ""}
        expanded={expanded}
        onExpand={expand}
        onReply={setTarget}
        onDelete={setDeleting}
      />
      <DeleteCommentDialog comment={deleting} onClose={() => setDeleting(null)} />
    </BottomSheet>
  );
}
