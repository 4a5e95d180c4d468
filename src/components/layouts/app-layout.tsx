import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { useCurrentUser } from "@/lib/session";
import { PageSpinner } from "@/components/ui/spinner";
import { BottomBar } from "./bottom-bar";
import styles from "./layout.module.css";

/** Root layout: the 430px column, the bottom bar for members, a spinner while a route loads. */
export function AppLayout({ chatUnread }: { chatUnread?: number }) {
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
      <BottomBar chatUnread={chatUnread} />
      <ScrollRestoration />
    </div>
  );
}
