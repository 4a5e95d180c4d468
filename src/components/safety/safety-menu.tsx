import { lazy, Suspense, useEffect, useState } from "react";
import type { ReportTargetType } from "@/lib/safety";
import { useCurrentUser } from "@/lib/session";
import { whenIdle } from "@/lib/when-idle";
import { IconButtonPlaceholder } from "@/components/ui/button";
import { useEarlyTemplate } from "@/components/ui/early-template";
import styles from "./safety-menu.module.css";

// The button and its dialogs (the one Menu, report, block: ~5 KB gzip) stay out of the screens'
// first-load JS: a member's ⋯ appears once the browser is idle after the first paint, in a box
// held from the start (no shift), and the dialogs are ready when it shows.
let loaded = false;
const SafetyMenuButton = lazy(() => import("./safety-menu-button").finally(() => (loaded = true)));

export interface SafetyMenuProps {
  member: { id: string; nickname?: string };
  /** The content next to the menu (omit for a member alone). */
  target?: { type: Exclude<ReportTargetType, "member">; id: string; what: string };
  className?: string;
  /** Beside a nickname in small text (comments, chat): a 44px target that takes ~16px of the line. */
  compact?: boolean;
}

/** The button's (and its placeholder's) class: the caller's, and the compact margins. */
const menuClass = ({ className, compact }: SafetyMenuProps) =>
  compact ? `${styles.compact} ${className ?? ""}` : className;

/**
 * ⋯ menu beside someone else's content: report it, report the member, block or unblock them (the
 * one Menu of src/components/ui/menu.tsx, like every ⋯ of the app). Nothing for my own content,
 * for visitors, or for a member who left.
 */
export function SafetyMenu(props: SafetyMenuProps) {
  const me = useCurrentUser();
  const template = useEarlyTemplate();
  const shown = !!me && me.id !== props.member.id && !!props.member.nickname;
  const [ready, setReady] = useState(loaded);
  useEffect(() => (shown && !ready ? whenIdle(() => setReady(true)) : undefined), [shown, ready]);
  const className = menuClass(props);
  const placeholder = <IconButtonPlaceholder className={className} />;
  if (template) return placeholder;
  if (!shown) return null;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SafetyMenuButton {...props} className={className} />
    </Suspense>
  );
}
