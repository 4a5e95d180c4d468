import { useEffect, useId, useMemo, useState } from "react";
import { compressImage, ACCEPTED_IMAGE_TYPES } from "@/lib/compress-image";
import { IconButton } from "./button";
import { Icon } from "./icon";
import cameraIcon from "./icons/camera";
import closeIcon from "./icons/close";
import { Spinner } from "./spinner";
import styles from "./image-picker.module.css";

interface ImagePickerProps {
  label: string;
  /** The chosen (already compressed) file, or null. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** An existing image URL shown when no file is chosen (edit forms). */
  currentUrl?: string;
  required?: boolean;
  /** CSS aspect-ratio of the preview box, e.g. "5 / 3" for club photos. */
  aspectRatio?: string;
  maxWidthOrHeight?: number;
}

/** Image upload with preview and delete button; images only, compressed on the client. */
export function ImagePicker({
  label,
  value,
  onChange,
  currentUrl,
  required,
  aspectRatio = "5 / 3",
  maxWidthOrHeight,
}: ImagePickerProps) {
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
              onChange(await compressImage(file, maxWidthOrHeight));
            } catch (err) {
              setError(
                err instanceof Error && /[가-힣]/.test(err.message)
                  ? err.message
                  : "사진을 불러오지 못했어요. 다른 사진을 골라주세요.",
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
