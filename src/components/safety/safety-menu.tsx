import { lazy, Suspense, useEffect, useState } from "react";
import { memberName } from "@/lib/member-name";
import type { ReportTargetType } from "@/lib/safety";
import { useCurrentUser } from "@/lib/session";
import { onFirstInput } from "@/lib/on-first-input";
import { IconButton, IconButtonPlaceholder } from "@/components/ui/button";
import { useEarlyTemplate } from "@/components/ui/early-template";
import { Icon } from "@/components/ui/icon";
import moreIcon from "@/components/ui/icons/more";
import styles from "./safety-menu.module.css";

// The dialogs (the one Menu, report, block: ~5 KB gzip with the shared modal) stay out of the
// screens' first-load JS; they are fetched at the member's first touch once the menu shows, so a
// tap rarely waits for them.
const loadDialogs = () => import("./safety-dialogs");
const SafetyDialogs = lazy(loadDialogs);

export interface SafetyMenuProps {
  member: { id: string; nickname?: string };
  /** The content next to the menu (omit for a member alone). */
  target?: { type: Exclude<ReportTargetType, "member">; id: string; what: string };
  className?: string;
  /** Beside a nickname in small text (comments, chat): a 44px target that takes ~16px of the line. */
  compact?: boolean;
}

/**
 * ⋯ menu beside someone else's content: report it, report the member, block or unblock them (the
 * one Menu of src/components/ui/menu.tsx, like every ⋯ of the app). Nothing for my own content,
 * for visitors, or for a member who left. The dialogs mount only once opened, so a long chat log
 * carries one button per message and nothing more.
 */
export function SafetyMenu({ member, target, className, compact }: SafetyMenuProps) {
  const me = useCurrentUser();
  const [open, setOpen] = useState(false);
  const template = useEarlyTemplate();
  const shown = !!me && me.id !== member.id && !!member.nickname;
  useEffect(
    () => (shown ? onFirstInput(() => void loadDialogs().catch(() => undefined)) : undefined),
    [shown],
  );
  const classes = compact ? `${styles.compact} ${className ?? ""}` : className;
  if (template) return <IconButtonPlaceholder className={classes} />;
  if (!shown) return null;
  return (
    <>
      <IconButton
        label={`${memberName(member)}님 신고·차단 메뉴`}
        className={classes}
        onClick={() => setOpen(true)}
      >
        <Icon path={moreIcon} size={20} />
      </IconButton>
      {open ? (
        <Suspense fallback={null}>
          <SafetyDialogs member={member} target={target} onDone={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
