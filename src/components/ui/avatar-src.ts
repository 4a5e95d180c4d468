import { imageSrc } from "@/lib/image-url";

// What an avatar shows, apart from the component (./avatar.tsx): the early painter's views
// (src/app/early) compute the same image and text without React.

// Spec 2: 24, 36, 56 and 80 px.
export const AVATAR_SIZES = { xs: 24, sm: 36, md: 56, lg: 80 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

export const DEFAULT_AVATAR = "/defaultProfile.webp";

export interface AvatarUser {
  id: string;
  collectionId: string;
  img?: string;
  nickname?: string;
}

/** A member's profile image at the stored size sharp at this screen's density for `size`, or the default. */
export const avatarSrc = (user: AvatarUser | null | undefined, size: AvatarSize) =>
  (user && imageSrc(user, user.img, "avatar", AVATAR_SIZES[size])) ?? DEFAULT_AVATAR;

/** The image's text when the avatar stands alone. */
export const avatarAlt = (user: AvatarUser | null | undefined) =>
  user?.nickname ? `${user.nickname} 프로필 사진` : "기본 프로필 사진";
