import { AVATAR_SIZES, avatarAlt, avatarSrc, type AvatarSize, type AvatarUser } from "./avatar-src";
import styles from "./avatar.module.css";

export { DEFAULT_AVATAR, type AvatarSize, type AvatarUser } from "./avatar-src";

/**
 * The one avatar rule: a member's profile image (spec 2 sizes), or /defaultProfile.webp for a
 * member without one, a member who left (탈퇴한 회원) or an unknown sender. The default is also the
 * image's background (avatar.module.css): it shows while a picture loads and in place of one that
 * fails, never an empty grey disc (CSS: no JS on the first screens for it). `fields`: on screens the early painter fills, the
 * fields of the screen's view that hold its image and text (data-field: src/app/early/paint.ts).
 */
export function Avatar({
  user,
  size = "sm",
  alt,
  fields,
}: {
  user?: AvatarUser | null;
  size?: AvatarSize;
  alt?: string;
  fields?: { src: string; alt?: string };
}) {
  const px = AVATAR_SIZES[size];
  return (
    <img
      className={styles.avatar}
      src={avatarSrc(user, size)}
      width={px}
      height={px}
      alt={alt ?? avatarAlt(user)}
      loading="lazy"
      decoding="async"
      data-field-src={fields?.src}
      data-field-alt={fields?.alt}
    />
  );
}
