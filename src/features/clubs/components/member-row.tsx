import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { formatRelative } from "@/lib/format-relative";
import type { PublicUser } from "@/types/public-user";
import formStyles from "./club-forms.module.css";
import { memberName } from "@/lib/member-name";

interface MemberRowProps {
  user: PublicUser;
  /** Shown for pending applicants only (spec 4). */
  answer?: string;
  /** When the pending application was made; it lapses 24 hours later. */
  appliedAt?: string;
  /** Another line under the name (a place in the waitlist). */
  note?: string;
  /** No action: a member waiting in line (the host approves them once a seat frees). */
  actionLabel?: "승인" | "취소";
  onAction?: () => void;
}

/** Applicant, confirmed or waiting member: avatar, nickname, answer (not for confirmed) and one action. */
export function MemberRow({ user, answer, appliedAt, note, actionLabel, onAction }: MemberRowProps) {
  return (
    <li className={formStyles.member}>
      <Avatar user={user} size="sm" />
      <div>
        <strong>{memberName(user)}</strong>
        {note ? <p className={formStyles.answer}>{note}</p> : null}
        {answer !== undefined ? <p className={formStyles.answer}>{answer || "답변이 없어요."}</p> : null}
        {appliedAt ? (
          <p className={formStyles.answer}>
            {formatRelative(appliedAt)} 신청 · 24시간 안에 승인하지 않으면 자동 취소돼요
          </p>
        ) : null}
      </div>
      {actionLabel ? (
        <Button
          size="sm"
          variant={actionLabel === "승인" ? "primary" : "secondary"}
          onClick={onAction}
          aria-label={`${memberName(user)}님 ${actionLabel}`}
        >
          {actionLabel}
        </Button>
      ) : null}
    </li>
  );
}
