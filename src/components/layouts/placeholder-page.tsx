import { usePageTitle } from "@/hooks/use-page-title";
import { TopBar } from "@/components/ui/top-bar";
import styles from "./layout.module.css";

/** Stand-in for a screen that a later issue builds. Says so plainly. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <>
      <TopBar title={title} />
      <section className={styles.placeholder}>
        <p>
          <strong>{title}</strong> 화면은 준비 중이에요.
        </p>
        <p>곧 만나요!</p>
      </section>
    </>
  );
}
