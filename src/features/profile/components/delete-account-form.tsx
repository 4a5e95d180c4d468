import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { signOut, useCurrentUser } from "@/lib/session";
import { startOAuth2, useOAuth2Providers, type OAuth2Proof } from "@/lib/oauth2";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { useDeleteAccount, type DeleteAccountProof } from "../api/delete-account";
import styles from "./profile.module.css";

// What happens, said before the member confirms (docs/accounts.md keeps the same list).
const EFFECTS = [
  "이메일, 휴대폰 번호, 생년월일, 성별, 프로필 사진은 바로 지워져요.",
  "내가 쓴 리뷰, 댓글, 채팅 메시지는 대화 흐름을 위해 남지만 '탈퇴한 회원'과 기본 프로필 사진으로 보여요. 지우고 싶은 글은 탈퇴 전에 직접 지워주세요.",
  "내가 만든 모임은 채팅방과 함께 삭제돼요.",
  "참여 대기 중인 신청은 취소되고, 참여 확정된 모임과 채팅방에서는 나가요.",
  "탈퇴 후에는 되돌릴 수 없어요. 같은 이메일과 휴대폰 번호로 다시 가입할 수 있어요.",
];

/**
 * /deleteAccount: what leaving does, password re-entry, an agree box, then a final confirm. A
 * member who signs in with 카카오 / OIDC only (no password of their own) confirms with that
 * provider instead: after the final confirm the phone goes there and comes back here
 * (/oauth2/callback hands the answer over in the history state), and the account goes at once.
 */
export function DeleteAccountForm({ onLeaving }: { onLeaving: (leaving: boolean) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const remove = useDeleteAccount();
  const viaProvider = useCurrentUser()?.signInWith ?? "";
  const provider = useOAuth2Providers().data?.find((p) => p.name === viaProvider);
  const [password, setPassword] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [done, setDone] = useState(false);
  const ready = agreed && (viaProvider ? !!provider : !!password);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) setConfirming(true);
  };
  const send = (proof: DeleteAccountProof) => {
    // From here the page stays whoever ends the session first: the server ends every session of
    // the member it deletes, so another request's 401 can sign out before this answer arrives.
    onLeaving(true);
    remove.mutate(proof, {
      // The account and every token are gone: end the session on this device now, not on the
      // button, so no request goes out with a dead token while the dialog shows.
      onSuccess: () => {
        setConfirming(false);
        setDone(true);
        signOut(); // which forgets the member's cached data too (src/app/session-end.ts)
      },
      onError: () => {
        onLeaving(false); // still a member: a session that ended meanwhile shows the gate again
        setConfirming(false);
      },
    });
  };
  const confirm = () => {
    if (!viaProvider) return send({ password });
    if (!provider) return;
    setLeaving(true);
    startOAuth2(provider, "delete").catch(() => setLeaving(false));
  };
  // Back from the provider (agreed and confirmed before leaving): once, and not again on a reload.
  const returned = (location.state as { oauth2?: OAuth2Proof } | null)?.oauth2;
  const sent = useRef(false);
  useEffect(() => {
    if (!returned || sent.current) return;
    sent.current = true;
    void navigate(".", { replace: true, state: null });
    send(returned);
  });
  const finish = () => void navigate(paths.landing, { replace: true });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <section aria-labelledby="leave-effects">
        <h2 id="leave-effects" className={styles.sectionTitle}>
          탈퇴하면 이렇게 돼요
        </h2>
        <ul className={styles.effects}>
          {EFFECTS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
      {viaProvider ? (
        <p className={styles.providerCheck}>
          {provider
            ? `본인 확인을 위해 마지막에 ${provider.displayName} 계정으로 한 번 더 로그인해요.`
            : "가입할 때 쓴 계정으로 본인 확인을 할 수 없어요. 잠시 후 다시 시도해주세요."}
          {remove.isError ? (
            <span role="alert" className={styles.providerError}>
              {errorMessage(remove.error)}
            </span>
          ) : null}
        </p>
      ) : (
        <Input
          label="비밀번호 확인"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={remove.isError ? errorMessage(remove.error) : undefined}
          hint="본인 확인을 위해 지금 비밀번호를 입력해주세요."
        />
      )}
      <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
        위 내용을 확인했고, 탈퇴에 동의해요.
      </Checkbox>
      <div className={styles.footer}>
        <Button
          type="submit"
          variant="danger"
          fullWidth
          disabled={!ready}
          pending={remove.isPending || leaving}
        >
          탈퇴하기
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        destructive
        title="정말 탈퇴할까요?"
        text="탈퇴하면 되돌릴 수 없어요."
        primary={{ label: "탈퇴하기", onClick: confirm, pending: remove.isPending || leaving }}
        secondary={{ label: "취소", onClick: () => setConfirming(false) }}
      />
      <Modal
        open={done}
        role="alertdialog"
        title="탈퇴가 완료됐어요"
        text="그동안 책동네를 이용해주셔서 고마워요."
        primary={{ label: "홈으로 가기", onClick: finish }}
      />
    </form>
  );
}
