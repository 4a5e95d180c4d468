import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { StepLabel } from "@/components/ui/title";
import { TopBar } from "@/components/ui/top-bar";
import styles from "./clubs.module.css";

interface WizardStepProps {
  step: number;
  total: number;
  title: string;
  children: ReactNode;
  nextLabel: string;
  nextDisabled: boolean;
  pending?: boolean;
  onNext: () => void;
  backTo?: string;
  footer?: ReactNode;
}

/** One step of a wizard (club creation 1/4–4/4, application 1/2–2/2). */
export function WizardStep({
  step,
  total,
  title,
  children,
  nextLabel,
  nextDisabled,
  pending,
  onNext,
  backTo,
  footer,
}: WizardStepProps) {
  return (
    <>
      <TopBar backTo={backTo} right={<StepLabel current={step} total={total} />} />
      <form
        noValidate // the photo lives in state, not in the hidden file input
        onSubmit={(e) => {
          e.preventDefault();
          if (!nextDisabled) onNext();
        }}
      >
        <section className={styles.page}>
          <h1 className={styles.h2}>{title}</h1>
          {children}
        </section>
        <div className={styles.footer}>
          {footer}
          <Button type="submit" fullWidth disabled={nextDisabled} pending={pending}>
            {nextLabel}
          </Button>
        </div>
      </form>
    </>
  );
}
