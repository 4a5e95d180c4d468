import styles from "./spinner.module.css";

export function Spinner({ size = 28, label = "불러오는 중" }: { size?: number; label?: string }) {
  return (
    <span role="status" aria-label={label} className={styles.spinner} style={{ width: size, height: size }} />
  );
}

/** Page-level loading (spec 2): shown while a lazy route or its loader loads. */
export function PageSpinner() {
  return (
    <div className={styles.center}>
      <Spinner size={36} label="페이지를 불러오는 중" />
    </div>
  );
}
