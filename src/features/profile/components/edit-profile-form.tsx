import { useState, type FormEvent } from "react";
import { imageSrc } from "@/lib/image-url";
import type { SessionUser } from "@/lib/session";
import { useAvailabilityStatus } from "@/lib/availability";
import { accountMessages, NICKNAME_MAX } from "@/lib/account-rules";
import { Button } from "@/components/ui/button";
import { ImagePicker } from "@/components/ui/image-picker";
import { Input } from "@/components/ui/input";
import { isOverLimit } from "@/lib/text-limit";
import { useUpdateProfile } from "../api/update-profile";
import { profileErrorMessage } from "../lib/profile-error";
import styles from "./profile.module.css";
import { ChangeResultDialogs } from "./change-result-dialogs";

/** Avatar (made into its sizes on the phone) and nickname (700 ms duplicate hint). */
export function EditProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile(user.id);
  const [nickname, setNickname] = useState(user.nickname);
  const [img, setImg] = useState<File | null>(null);
  const [removeImg, setRemoveImg] = useState(false);
  const [result, setResult] = useState<"ok" | string | null>(null);

  const trimmed = nickname.trim();
  const nicknameChanged = trimmed !== user.nickname;
  const nicknameFits = !isOverLimit(nickname, NICKNAME_MAX);
  const status = useAvailabilityStatus("nickname", trimmed, {
    valid: trimmed.length > 0 && nicknameFits,
    delay: 700,
    skip: !nicknameChanged,
  });
  const changed = nicknameChanged || img !== null || removeImg;
  const canSubmit =
    changed && trimmed.length > 0 && nicknameFits && status !== "taken" && status !== "checking";

  const pickImage = (file: File | null) => {
    if (file) setRemoveImg(false);
    else if (!img) setRemoveImg(true); // deleting the current avatar
    setImg(file);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit || update.isPending) return;
    const changes = {
      ...(nicknameChanged ? { nickname: trimmed } : {}),
      ...(img ? { img } : removeImg ? { img: null } : {}),
    };
    update.mutate(changes, {
      onSuccess: () => {
        setImg(null);
        setRemoveImg(false);
        setResult("ok");
      },
      onError: (err) => setResult(profileErrorMessage(err)),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.avatarPicker}>
        <ImagePicker
          label="프로필 사진"
          value={img}
          onChange={pickImage}
          currentUrl={removeImg ? undefined : imageSrc(user, user.img, "avatar", 80)}
          kind="avatar"
        />
      </div>
      <Input
        label="닉네임"
        maxLength={NICKNAME_MAX}
        autoComplete="nickname"
        value={nickname}
        onChange={(e) => setNickname(e.target.value)}
        error={
          status === "taken" ? accountMessages.nicknameTaken : !trimmed ? "닉네임을 입력해주세요." : undefined
        }
        success={status === "available" ? "사용할 수 있는 닉네임이에요." : undefined}
        hint={status === "checking" ? "확인하고 있어요…" : `최대 ${NICKNAME_MAX}자`}
      />
      <div className={styles.footer}>
        <Button type="submit" fullWidth disabled={!canSubmit} pending={update.isPending}>
          변경하기
        </Button>
      </div>
      <ChangeResultDialogs result={result} onClose={() => setResult(null)} failureTitle="변경하지 못했어요" />
    </form>
  );
}
