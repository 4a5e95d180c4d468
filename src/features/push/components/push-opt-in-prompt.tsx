import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { rememberAsked, shouldAskForPush } from "../lib/ask";
import { PushError, turnOnPush } from "../lib/device";

const REASONS = {
  application: {
    title: "승인 소식을 바로 알려드릴까요?",
    first: "알림을 켜면 모임장이 참여를 승인했을 때 바로 알려드려요.",
  },
  club: {
    title: "참여 신청을 바로 알려드릴까요?",
    first: "알림을 켜면 누군가 내 모임에 참여를 신청했을 때 바로 알려드려요.",
  },
} as const;

/**
 * Asked once, at a moment the member cares (their first application or club, stacked over its
 * success dialog), in our words first; the browser's own question comes only after 알림 받기.
 * Loaded lazily by those screens (nothing of push is in the first screens' files).
 */
export default function PushOptInPrompt({ reason }: { reason: keyof typeof REASONS }) {
  const [open, setOpen] = useState(shouldAskForPush);
  const [pending, setPending] = useState(false);
  const { show, toast } = useToast();
  const later = () => {
    rememberAsked("later");
    setOpen(false);
  };
  const accept = async () => {
    rememberAsked("yes");
    setPending(true);
    try {
      await turnOnPush();
      show("알림을 켰어요.");
    } catch (error) {
      show(
        error instanceof PushError ? error.message : "지금은 알림을 켤 수 없어요. 잠시 후 다시 시도해주세요.",
      );
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  const text = REASONS[reason];
  return (
    <>
      <Modal
        open={open}
        onClose={later}
        title={text.title}
        text={`${text.first} 내 리뷰에 달린 댓글과 채팅방의 새 메시지도요. 받을 알림은 마이페이지의 알림 설정에서 고를 수 있어요.`}
        primary={{ label: "알림 받기", onClick: () => void accept(), pending }}
        secondary={{ label: "나중에", onClick: later }}
      />
      {toast}
    </>
  );
}
