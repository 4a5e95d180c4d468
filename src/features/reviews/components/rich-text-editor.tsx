import { lazy, Suspense, useId, useState } from "react";
import { Skeleton, SkeletonGroup } from "@/components/ui/skeleton";
import styles from "./editor.module.css";

const QuillEditor = lazy(() => import("./quill-editor"));

interface RichTextEditorProps {
  label: string;
  value: string;
  /** `byUser`: typed or picked by the member, not the editor settling the value it was given. */
  onChange: (html: string, byUser: boolean) => void;
  placeholder?: string;
  /** A line under the editor (why the form cannot be sent yet), read with the editor. */
  hint?: string;
}

/** Labelled rich-text field; Quill is fetched only when this renders. */
export function RichTextEditor({ label, value, onChange, placeholder, hint }: RichTextEditorProps) {
  const id = useId();
  const [imageError, setImageError] = useState("");
  return (
    <div className={styles.editorField}>
      <span className={styles.label} id={`${id}-label`}>
        {label} (필수)
      </span>
      <Suspense
        fallback={
          <SkeletonGroup label="편집기를 불러오는 중">
            <Skeleton height={42} />
            <Skeleton height={220} style={{ marginTop: 4 }} />
          </SkeletonGroup>
        }
      >
        <div className={styles.editor}>
          <QuillEditor
            id={`${id}-editor`}
            label={label}
            value={value}
            onChange={(html, byUser) => {
              setImageError("");
              onChange(html, byUser);
            }}
            onImageError={setImageError}
            placeholder={placeholder}
            describedBy={hint ? `${id}-hint` : undefined}
          />
        </div>
      </Suspense>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {imageError ? (
        <p className={styles.error} role="alert">
          {imageError}
        </p>
      ) : null}
    </div>
  );
}
