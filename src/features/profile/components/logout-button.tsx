import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { signOut } from "@/lib/session";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

/**
 * Logout behind a confirm dialog; signOut() ends the session, and with it the SDK auth, realtime
 * and every cached member data (src/app/session-end.ts).
 * `beforeSignOut` runs first, while the token still works (the page forgets this device's push).
 */
export function LogoutButton({ beforeSignOut }: { beforeSignOut?: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    await beforeSignOut?.().catch(() => undefined);
    setPending(false);
    setOpen(false);
    signOut();
    void navigate(paths.landing, { replace: true });
  };
  return (
    <>
      <Button variant="text" size="sm" onClick={() => setOpen(true)}>
        로그아웃
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="로그아웃할까요?"
        primary={{ label: "로그아웃", onClick: () => void logout(), pending }}
        secondary={{ label: "취소", onClick: () => setOpen(false) }}
      />
    </>
  );
}
