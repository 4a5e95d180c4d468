import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { signOut } from "@/lib/session";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

/**
 * Logout behind a confirm dialog; clears the stored member, the SDK auth and the query cache.
 * `beforeSignOut` runs first, while the token still works (the page forgets this device's push).
 */
export function LogoutButton({ beforeSignOut }: { beforeSignOut?: () => Promise<unknown> }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    await beforeSignOut?.().catch(() => undefined);
    setPending(false);
    setOpen(false);
    signOut();
    queryClient.clear();
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
