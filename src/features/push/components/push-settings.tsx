import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "@/components/ui/link";
import { paths } from "@/config/paths";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/errors";
import { useDevice } from "../api/get-device";
import { pushKeys } from "../api/keys";
import { PUSH_KIND_NAMES, type PushKinds } from "../api/types";
import { useUpdatePushKinds } from "../api/update-kinds";
import { currentSubscription, pushSupport } from "../lib/browser-push";
import { BLOCKED_TEXT, PushError, forgetThisDevice, turnOnPush } from "../lib/device";
import styles from "./push.module.css";

const KIND_TEXT: Record<keyof PushKinds, { label: string; description: string }> = {
  clubs: { label: "모임 신청·승인", description: "참여 신청과 승인, 취소, 마감 같은 모임 소식" },
  comments: { label: "댓글·답글", description: "내 리뷰에 달린 댓글과 내 댓글의 답글" },
  chat: { label: "채팅", description: "채팅방의 새 메시지 (방마다 하나로 모아서)" },
};

const UNSUPPORTED = {
  unsupported: "이 브라우저에서는 푸시 알림을 받을 수 없어요.",
  "ios-install":
    "iPhone과 iPad에서는 책동네를 홈 화면에 추가한 뒤에 알림을 받을 수 있어요. Safari의 공유 버튼에서 '홈 화면에 추가'를 눌러 주세요.",
};

/** /notificationSettings: push on this device, and which kinds. The inbox keeps everything. */
export function PushSettings() {
  const support = pushSupport();
  const queryClient = useQueryClient();
  // undefined while the browser is asked; null: no subscription on this device.
  const [subscription, setSubscription] = useState<PushSubscription | null>();
  const [permission, setPermission] = useState(() =>
    support === "ok" ? Notification.permission : "default",
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const device = useDevice(subscription?.endpoint ?? "");
  const update = useUpdatePushKinds(subscription ?? null);

  useEffect(() => {
    if (support !== "ok") return;
    let live = true;
    currentSubscription().then(
      (s) => live && setSubscription(s),
      () => live && setSubscription(null),
    );
    return () => {
      live = false;
    };
  }, [support]);

  const turnOn = async () => {
    setBusy(true);
    setError("");
    try {
      const { endpoint, kinds } = await turnOnPush();
      queryClient.setQueryData(pushKeys.device(endpoint), kinds);
      setSubscription(await currentSubscription());
    } catch (e) {
      setError(e instanceof PushError ? e.message : errorMessage(e));
    } finally {
      setPermission(Notification.permission);
      setBusy(false);
    }
  };
  const turnOff = async () => {
    setBusy(true);
    setError("");
    try {
      await forgetThisDevice();
      setSubscription(null);
    } finally {
      setBusy(false);
    }
  };

  const inboxNote = (
    <p className={styles.note}>
      받지 않는 알림도 <Link to={paths.notifications}>알림함</Link>에는 모두 남아요.
    </p>
  );
  if (support !== "ok")
    return (
      <div className={styles.settings}>
        <p className={styles.notice} role="status">
          {UNSUPPORTED[support]}
        </p>
        {inboxNote}
      </div>
    );

  const kinds = subscription ? device.data : null;
  const on = !!kinds;
  const reading = subscription === undefined || (!!subscription && device.isPending);
  return (
    <div className={styles.settings}>
      <Switch
        label="이 기기에서 알림 받기"
        description="새 소식을 휴대폰 알림으로 바로 알려드려요."
        checked={on}
        disabled={busy || reading || (permission === "denied" && !on)}
        onChange={(next) => void (next ? turnOn() : turnOff())}
      />
      {permission === "denied" && !on ? (
        <p className={styles.notice} role="status">
          {BLOCKED_TEXT}
        </p>
      ) : null}
      {error ? (
        <p className={styles.notice} role="alert">
          {error}
        </p>
      ) : null}
      <section aria-labelledby="push-kinds" className={styles.kinds}>
        <h2 id="push-kinds" className={styles.heading}>
          받을 알림
        </h2>
        {PUSH_KIND_NAMES.map((name) => (
          <Switch
            key={name}
            label={KIND_TEXT[name].label}
            description={KIND_TEXT[name].description}
            checked={!!kinds?.[name]}
            disabled={!on || busy}
            onChange={(next) => update.mutate({ [name]: next })}
          />
        ))}
        {update.isError ? (
          <p className={styles.notice} role="alert">
            {errorMessage(update.error)}
          </p>
        ) : null}
      </section>
      {inboxNote}
    </div>
  );
}
