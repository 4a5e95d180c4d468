import { useEffect, useId, useMemo, useState } from "react";
import { IMAGE_KINDS } from "@/config/image-sizes.mjs";
import type { ImageKind } from "@/lib/image-url";
import { ACCEPTED_IMAGE_TYPES, IMAGE_MESSAGES, prepareImage } from "@/lib/prepare-image";
import { IconButton } from "./button";
import { Icon } from "./icon";
import cameraIcon from "./icons/camera";
import closeIcon from "./icons/close";
import { Spinner } from "./spinner";
import styles from "./image-picker.module.css";

interface ImagePickerProps {
  label: string;
  /** The chosen file, already made into the kind's stored size (lib/prepare-image.ts), or null. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** An existing image URL shown when no file is chosen (edit forms). */
  currentUrl?: string;
  required?: boolean;
  /** What the picture is for: its stored sizes and aspect (src/config/image-sizes.mjs). */
  kind: ImageKind;
}

/** Image upload with preview and delete button; images only, made into the kind's sizes on the phone. */
export function ImagePicker({ label, value, onChange, currentUrl, required, kind }: ImagePickerProps) {
  const aspectRatio = IMAGE_KINDS[kind].aspect.join(" / ");
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const preview = useMemo(() => (value ? URL.createObjectURL(value) : undefined), [value]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const shown = preview ?? currentUrl;

  return (
    <div className={styles.picker}>
      <span className={styles.label} id={`${inputId}-label`}>
        {label} {required ? "(필수)" : "(선택)"}
      </span>
      <div className={styles.box} style={{ aspectRatio }}>
        {shown ? (
          <>
            <img src={shown} alt={`${label} 미리보기`} />
            <IconButton label={`${label} 삭제`} className={styles.remove} onClick={() => onChange(null)}>
              <Icon path={closeIcon} size={20} />
            </IconButton>
          </>
        ) : (
          <label htmlFor={inputId} className={styles.choose}>
            {busy ? <Spinner label="사진 처리 중" /> : <Icon path={cameraIcon} size={32} />}
            <span>{busy ? "사진을 준비하고 있어요" : "사진 선택하기"}</span>
          </label>
        )}
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(",")}
          className="visually-hidden"
          aria-labelledby={`${inputId}-label`}
          required={required}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (!file) return;
            setError("");
            setBusy(true);
            try {
              onChange(await prepareImage(file, kind));
            } catch (err) {
              setError(
                err instanceof Error && /[가-힣]/.test(err.message) ? err.message : IMAGE_MESSAGES.unreadable,
              );
            } finally {
              setBusy(false);
            }
          }}
        />
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
