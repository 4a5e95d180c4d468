import { avatarAlt, avatarSrc } from "@/components/ui/avatar-src";
import { memberName } from "@/lib/member-name";
import { clubView, type ClubShown } from "./club-view";

/** What the club detail shows besides the card's values (a module of its own: the list never loads it). */
export function clubDetailView(club: ClubShown) {
  const host = club.expand?.createUser;
  return {
    ...clubView(club),
    photoAlt: club.alt || `${club.title} 대표 사진`,
    host: memberName(host),
    hostAvatar: avatarSrc(host, "sm"),
    hostAvatarAlt: avatarAlt(host),
    detail: club.detail,
  };
}
