import { fileUrl } from "@/lib/file-url";
import styles from "./avatar.module.css";

// Spec 2: 24, 36, 56 and 80 px.
const SIZES = { xs: 24, sm: 36, md: 56, lg: 80 } as const;
export type AvatarSize = keyof typeof SIZES;

export const DEFAULT_AVATAR = "/defaultProfile.webp";

export interface AvatarUser {
  id: string;
  collectionId: string;
  img?: string;
  nickname?: string;
}

/** A member's profile image as a 100x100 (or 200x200 for lg) thumbnail, or the default. */
export function Avatar({
  user,
  size = "sm",
  alt,
}: {
  user?: AvatarUser | null;
  size?: AvatarSize;
  alt?: string;
}) {
  const px = SIZES[size];
  const src = (user && fileUrl(user, user.img, px > 56 ? "200x200" : "100x100")) ?? DEFAULT_AVATAR;
  return (
    <img
      className={styles.avatar}
      src={src}
      width={px}
      height={px}
      alt={alt ?? (user?.nickname ? `${user.nickname} 프로필 사진` : "기본 프로필 사진")}
      loading="lazy"
      decoding="async"
    />
  );
}
