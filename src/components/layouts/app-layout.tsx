import type { ReactNode } from "react";
import { Outlet, useNavigation } from "react-router";
import { useCurrentUser } from "@/lib/session";
import { PageSpinner } from "@/components/ui/spinner";
import { ScrollRestoration } from "./scroll-restoration";
import styles from "./layout.module.css";

/**
 * Root layout: the 430px column, a spinner while a route loads, and `bottomBar` (the members'
 * bottom bar: src/app/routes/root-layout.tsx loads it lazily, after the first screen).
 */
export function AppLayout({ bottomBar }: { bottomBar?: ReactNode }) {
  const navigation = useNavigation();
  const user = useCurrentUser();
  const loading = navigation.state === "loading" && !navigation.formData;
  return (
    <div className={styles.shell}>
      <main className={`${styles.main} ${user ? styles.withBottomBar : ""}`}>
        <Outlet />
      </main>
      {loading ? (
        <div className={styles.loadingOverlay}>
          <PageSpinner />
        </div>
      ) : null}
      {bottomBar}
      <ScrollRestoration />
    </div>
  );
}
