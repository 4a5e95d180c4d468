import type { SignupValues } from "../lib/signup-values";
import styles from "./auth.module.css";

const OPTIONS = [
  { value: "female", label: "여성" },
  { value: "male", label: "남성" },
] as const;

/** Gender as two large radio buttons (spec 3: male or female). */
export function GenderField({
  value,
  onChange,
}: {
  value: SignupValues["gender"];
  onChange: (v: "male" | "female") => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>성별</legend>
      <div className={styles.choices}>
        {OPTIONS.map((o) => (
          <label key={o.value} className={styles.choice}>
            <input
              type="radio"
              name="gender"
              className="visually-hidden"
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
