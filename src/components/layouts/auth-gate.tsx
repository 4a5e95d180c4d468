import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { Modal } from "@/components/ui/modal";
import { Icon } from "@/components/ui/icon";
import userIcon from "@/components/ui/icons/user";

/** Auth gate (spec 2): shown on guarded routes when no member is stored. Closing goes to /main/club. */
export function AuthGate() {
  const navigate = useNavigate();
  const close = () => navigate(paths.clubList, { replace: true });
  return (
    <Modal
      open
      onClose={close}
      closeButton
      icon={<Icon path={userIcon} size={40} />}
      title="아직 회원이 아니신가요?"
      text="책동네를 이용하려면 로그인이 필요해요."
      primary={{ label: "로그인하러 가기", to: paths.login }}
    />
  );
}
