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
  actionLabel: "승인" | "취소";
  onAction: () => void;
}

/** Applicant or confirmed member: avatar, nickname, answer (applicants) and one action. */
export function MemberRow({ user, answer, appliedAt, actionLabel, onAction }: MemberRowProps) {
  return (
    <li className={formStyles.member}>
      <Avatar user={user} size="sm" />
      <div>
        <strong>{memberName(user)}</strong>
        {answer !== undefined ? <p className={formStyles.answer}>{answer || "답변이 없어요."}</p> : null}
        {appliedAt ? (
          <p className={formStyles.answer}>
            {formatRelative(appliedAt)} 신청 · 24시간 안에 승인하지 않으면 자동 취소돼요
          </p>
        ) : null}
      </div>
      <Button
        size="sm"
        variant={actionLabel === "승인" ? "primary" : "secondary"}
        onClick={onAction}
        aria-label={`${memberName(user)}님 ${actionLabel}`}
      >
        {actionLabel}
      </Button>
    </li>
  );
}
