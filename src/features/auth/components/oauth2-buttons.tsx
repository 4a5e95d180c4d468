import { useState } from "react";
import { startOAuth2, useOAuth2Providers, withRo, type OAuth2Provider } from "@/lib/oauth2";
import styles from "./oauth2-buttons.module.css";

// Kakao's speech-bubble symbol (drawn from its login button guide).
const KAKAO_SYMBOL =
  "M12 3C6.48 3 2 6.5 2 10.82c0 2.8 1.87 5.25 4.69 6.64l-.95 3.5c-.09.32.28.58.56.4l4.12-2.74c.52.07 1.05.11 1.58.11 5.52 0 10-3.5 10-7.91S17.52 3 12 3z";

/**
 * 카카오로 시작하기 and the operator's OIDC button (e.g. 네이버로 시작하기), only those the server
 * has configured: nothing at all otherwise. One tap leaves for the provider's page.
 */
export function OAuth2Buttons({ divider }: { divider?: boolean }) {
  const { data: providers } = useOAuth2Providers();
  const [leaving, setLeaving] = useState("");
  if (!providers?.length) return null;
  const start = (provider: OAuth2Provider) => {
    setLeaving(provider.name);
    startOAuth2(provider, "sign-in").catch(() => setLeaving(""));
  };
  return (
    <div className={styles.group}>
      {divider ? <p className={styles.divider}>또는</p> : null}
      {providers.map((provider) => (
        <button
          key={provider.name}
          type="button"
          className={`${styles.button} ${provider.name === "kakao" ? styles.kakao : ""}`}
          disabled={leaving !== ""}
          onClick={() => start(provider)}
        >
          {provider.name === "kakao" ? (
            <svg className={styles.symbol} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d={KAKAO_SYMBOL} fill="currentColor" />
            </svg>
          ) : null}
          {withRo(provider.displayName)} 시작하기
        </button>
      ))}
    </div>
  );
}
