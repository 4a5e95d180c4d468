import { Icon } from "@/components/ui/icon";
import { LazyModal as Modal } from "@/components/ui/lazy-modal";
import { paths } from "@/config/paths";
import type { Club } from "../api/types";
import { useFullClubAlert } from "./use-full-club-alert";

/** Live congratulation for the host when the last seat is confirmed. */
export function FullClubDialog({ club }: { club: Club }) {
  const { open, close } = useFullClubAlert(club);
  return (
    <Modal
      open={open}
      onClose={close}
      closeButton
      icon={<Icon name="check" size={36} />}
      title="모집이 완료되었어요!"
      text={`${club.limitPerson}명이 모두 모였어요. 채팅방에서 멤버들과 인사를 나눠보세요.`}
      primary={club.chattingRoom ? { label: "채팅방 가기", to: paths.chatRoom(club.chattingRoom) } : undefined}
      secondary={{ label: "확인", onClick: close }}
    />
  );
}
