import { HeartButton, IconButtonPlaceholder } from "@/components/ui/button";
import { useEarlyTemplate } from "@/components/ui/early-template";
import { useCurrentUser } from "@/lib/session";
import { useSetLike } from "../api/set-like";
import type { Club } from "../api/types";
import styles from "./clubs.module.css";

/** 찜 heart on the club's photo: filled when the member likes the club; inactive for visitors (spec 6). */
export function LikeButton({ club }: { club: Pick<Club, "id" | "title" | "like"> }) {
  const user = useCurrentUser();
  const like = useSetLike();
  const template = useEarlyTemplate();
  const liked = !!user && club.like.includes(user.id);
  if (template) return <IconButtonPlaceholder className={styles.like} />;
  if (!user) return <HeartButton label="로그인하면 찜할 수 있어요" className={styles.like} disabled />;
  return (
    <HeartButton
      label={`${club.title} 찜하기`}
      pressed={liked}
      className={styles.like}
      onClick={() => like({ clubId: club.id, like: !liked })}
    />
  );
}
