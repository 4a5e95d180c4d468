import type {
  GenresResponse,
  SocialingQueryAnswerResponse,
  SocialingResponse,
} from "@/types/pocketbase-types";
import type { PublicUser } from "@/types/public-user";
import { parseDate } from "@/lib/format-date";

export type Answer = SocialingQueryAnswerResponse<{ answerUser?: PublicUser }>;

/** A club as the app reads it; which expands are present depends on the call and the rules. */
export type Club = SocialingResponse<{
  genre?: GenresResponse;
  createUser?: PublicUser;
  applicant?: PublicUser[];
  confirmUser?: PublicUser[];
  answer?: Answer[];
}>;

/** CSS width of the club photo in cards and the detail: the list's full width (430 - 2 x 16 px). */
export const CLUB_PHOTO_WIDTH = 398;

export const isEnded = (club: Pick<Club, "dateTime">, now = Date.now()) =>
  parseDate(club.dateTime).getTime() < now;

export const isFull = (club: Pick<Club, "confirmUser" | "limitPerson">) =>
  club.confirmUser.length >= club.limitPerson;

/** New members join the line instead of applying: the club is full, or someone already waits. */
export const isLineOpen = (club: Pick<Club, "confirmUser" | "limitPerson" | "waitlistCount">) =>
  isFull(club) || club.waitlistCount > 0;
