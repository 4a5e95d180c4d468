import { Icon } from "@/components/ui/icon";
import checkIcon from "@/components/ui/icons/check";
import { Modal } from "@/components/ui/modal";
import { paths } from "@/config/paths";
import type { Club } from "../api/types";

/** Live congratulation for the host when the last seat is confirmed (./full-club-dialog.tsx). */
export function FullClubModal({ club, open, onClose }: { club: Club; open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      closeButton
      icon={<Icon path={checkIcon} size={36} />}
      title="모집이 완료됐어요!"
      text={`${club.limitPerson}명이 모두 모였어요. 채팅방에서 멤버들과 인사를 나눠보세요.`}
      primary={
        club.chattingRoom ? { label: "채팅방으로 가기", to: paths.chatRoom(club.chattingRoom) } : undefined
      }
      secondary={{ label: "확인", onClick: onClose }}
    />
  );
}
