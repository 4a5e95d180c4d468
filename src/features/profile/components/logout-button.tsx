import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { signOut } from "@/lib/session";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

/** Logout behind a confirm dialog; clears the stored member, the SDK auth and the query cache. */
export function LogoutButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const logout = () => {
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
        primary={{ label: "로그아웃", onClick: logout }}
        secondary={{ label: "취소", onClick: () => setOpen(false) }}
      />
    </>
  );
}
