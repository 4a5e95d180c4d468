import type { SyntheticEvent } from "react";
import {
  AVATAR_SIZES,
  DEFAULT_AVATAR,
  avatarAlt,
  avatarSrc,
  type AvatarSize,
  type AvatarUser,
} from "./avatar-src";
import styles from "./avatar.module.css";

export { DEFAULT_AVATAR, type AvatarSize, type AvatarUser } from "./avatar-src";

/** A picture that does not load (deleted, hidden, offline) shows the default too, never a grey disc. */
const toDefault = (e: SyntheticEvent<HTMLImageElement>) => {
  const img = e.currentTarget;
  if (!img.src.endsWith(DEFAULT_AVATAR)) img.src = DEFAULT_AVATAR;
};

/**
 * The one avatar rule: a member's profile image (spec 2 sizes), or /defaultProfile.webp for a
 * member without one, a member who left (탈퇴한 회원), an unknown sender and any picture that fails
 * to load; the default also shows under the picture while it loads. `fields`: on screens the early painter fills, the
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
      onError={toDefault}
      data-field-src={fields?.src}
      data-field-alt={fields?.alt}
    />
  );
}
