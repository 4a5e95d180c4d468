import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Link } from "@/components/ui/link";
import { ClientResponseError } from "pocketbase";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { Icon } from "@/components/ui/icon";
import alertIcon from "@/components/ui/icons/alert";
import { useLogin } from "../api/login";
import { OAuth2Buttons } from "./oauth2-buttons";
import styles from "./auth.module.css";

interface LoginFormProps {
  /** Said above the form (why the member signs in here now: linking a 카카오 account next). */
  note?: string;
}

/**
 * Email + password login, and 카카오 / OIDC buttons when configured; a failed attempt opens a
 * dialog and keeps what was typed.
 */
export function LoginForm({ note }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate(
      { email, password },
      {
        onSuccess: () => navigate(paths.clubList, { replace: true }),
        onError: (err) => {
          // Offline and "too many attempts, wait N minutes" say so; any other failure looks alike.
          const own = err instanceof ClientResponseError && (err.status === 0 || err.status === 429);
          setFailure(own ? errorMessage(err) : "계정 정보를 확인해주세요.");
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <h2 className={styles.heading}>
        다시 만나서 반가워요!
        <br />
        책동네에 로그인해주세요
      </h2>
      {note ? (
        <p className={styles.note} role="note">
          {note}
        </p>
      ) : null}
      <Input
        label="이메일"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Input
        label="비밀번호"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className={styles.footer}>
        <Button type="submit" fullWidth pending={login.isPending} disabled={!email.trim() || !password}>
          로그인
        </Button>
        <p className={styles.aside}>
          아직 회원이 아니신가요?
          <Link to={paths.signup}>회원가입</Link>
        </p>
        <p className={styles.aside}>
          비밀번호가 기억나지 않나요?
          <Link to={paths.resetPassword}>비밀번호 찾기</Link>
        </p>
        {note ? null : <OAuth2Buttons divider />}
      </div>
      <Modal
        open={failure !== null}
        onClose={() => setFailure(null)}
        role="alertdialog"
        icon={<Icon path={alertIcon} size={40} />}
        title="로그인에 실패했어요"
        text={failure}
        primary={{ label: "확인", onClick: () => setFailure(null) }}
      />
    </form>
  );
}
