import { paths } from "@/config/paths";
import { imageSrc } from "@/lib/image-url";
import { formatDateTime } from "@/lib/format-date";
import type { PublicUser } from "@/types/public-user";
import { CLUB_PHOTO_WIDTH, isEnded, type Club } from "../api/types";

/**
 * What a club's card and detail read of it: also what PocketBase writes of a club into its page's
 * HTML (pb_hooks/link-preview/routes.js clubRecord), which the early painter paints a member's
 * screen from before their own answer arrives.
 */
export type ClubShown = Pick<
  Club,
  | "collectionId"
  | "id"
  | "img"
  | "title"
  | "alt"
  | "detail"
  | "dateTime"
  | "isOffline"
  | "location"
  | "limitPerson"
  | "confirmUser"
  | "createUser"
> & { expand?: { genre?: { title: string }; createUser?: PublicUser } };

/** A club's photo as its card and detail show it. */
export const clubPhoto = (club: Pick<Club, "collectionId" | "id" | "img">) =>
  imageSrc(club, club.img, "club", CLUB_PHOTO_WIDTH);

/**
 * What a club's card (and the detail, with clubDetailView) shows, each rule once: the components
 * render these values, and the early painter (src/app/early/paint.ts) fills its build-time copy of
 * them with the same values before React runs. A null field has no element.
 */
export function clubView(club: ClubShown) {
  return {
    href: paths.clubDetail(club.id),
    title: club.title,
    linkLabel: `${club.title} 모임 자세히 보기`,
    photo: clubPhoto(club),
    ended: isEnded(club),
    genre: club.expand?.genre ? club.expand.genre.title : null,
    place: club.isOffline ? club.location : "온라인",
    date: formatDateTime(club.dateTime),
    count: `${club.confirmUser.length}/${club.limitPerson}명`,
    countLabel: `정원 ${club.limitPerson}명 중 ${club.confirmUser.length}명 참여 확정`,
  };
}

export type ClubView = ReturnType<typeof clubView>;
