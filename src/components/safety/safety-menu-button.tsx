import { useState } from "react";
import { memberName } from "@/lib/member-name";
import { IconButton } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import moreIcon from "@/components/ui/icons/more";
import SafetyDialogs from "./safety-dialogs";
import type { SafetyMenuProps } from "./safety-menu";

/** The ⋯ button and, once tapped, its dialogs (loaded after the first paint: ./safety-menu.tsx). */
export default function SafetyMenuButton({ member, target, className }: SafetyMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label={`${memberName(member)}님 신고·차단 메뉴`}
        className={className}
        onClick={() => setOpen(true)}
      >
        <Icon path={moreIcon} size={20} />
      </IconButton>
      {open ? <SafetyDialogs member={member} target={target} onDone={() => setOpen(false)} /> : null}
    </>
  );
}
