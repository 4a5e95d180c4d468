import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/config/paths";
import type { ChatAccessLoss } from "../api/types";

const TEXT: Record<ChatAccessLoss, { title: string; text: string }> = {
  denied: {
    title: "채팅방에 들어갈 수 없어요",
    text: "모임 참여가 확정된 멤버만 이 채팅방을 볼 수 있어요.",
  },
  removed: {
    title: "더 이상 이 채팅방에 참여할 수 없어요",
    text: "모임 참여가 취소됐거나 모임에서 나가서 대화를 보거나 메시지를 보낼 수 없어요.",
  },
  deleted: {
    title: "모임이 삭제되어 채팅방이 닫혔어요",
    text: "호스트가 모임을 삭제해서 더 이상 대화할 수 없어요.",
  },
};

/** Shown instead of the conversation to a non-member, or at once to a member who lost access. */
export function ChatAccessDenied({ reason, userId }: { reason: ChatAccessLoss; userId: string }) {
  const { title, text } = TEXT[reason];
  return (
    <div role="alert">
      <EmptyState title={title}>
        <p>{text}</p>
        <ButtonLink to={paths.chatRoomList(userId)} variant="secondary" size="sm">
          채팅 목록으로
        </ButtonLink>
      </EmptyState>
    </div>
  );
}
