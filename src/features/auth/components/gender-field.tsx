import { RadioGroup } from "@/components/ui/radio-group";
import type { SignupValues } from "../lib/signup-values";

const OPTIONS = [
  { value: "female", label: "여성" },
  { value: "male", label: "남성" },
] as const;

/** Gender as two large radio boxes (spec 3: male or female). */
export function GenderField({
  value,
  onChange,
}: {
  value: SignupValues["gender"];
  onChange: (v: "male" | "female") => void;
}) {
  return (
    <RadioGroup
      legend="성별"
      name="gender"
      look="segmented"
      options={OPTIONS}
      value={value}
      onChange={onChange}
    />
  );
}
