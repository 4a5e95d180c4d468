import { useId } from "react";
import styles from "./choice.module.css";

interface RadioGroupProps<T extends string> {
  legend: string;
  /** Keep the legend for screen readers only (the dialog's title already says it). */
  hideLegend?: boolean;
  options: readonly { value: T; label: string }[];
  value: T | "";
  onChange: (value: T) => void;
  /** `list`: a round button per row (reasons); `segmented`: side-by-side boxes (two or three short choices). */
  look?: "list" | "segmented";
  name?: string;
}

/** The one radio group: native radios (arrow keys, forms) drawn as the app's round button or boxes. */
export function RadioGroup<T extends string>({
  legend,
  hideLegend,
  options,
  value,
  onChange,
  look = "list",
  name,
}: RadioGroupProps<T>) {
  const autoName = useId();
  const segmented = look === "segmented";
  return (
    <fieldset className={styles.fieldset}>
      <legend className={hideLegend ? "visually-hidden" : styles.legend}>{legend}</legend>
      <div className={segmented ? styles.segments : styles.list}>
        {options.map((o) => (
          <label key={o.value} className={segmented ? styles.segment : styles.row}>
            <input
              type="radio"
              name={name ?? autoName}
              value={o.value}
              className={segmented ? "visually-hidden" : styles.radio}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <span className={styles.label}>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
