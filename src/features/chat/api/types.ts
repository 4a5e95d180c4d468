import type { ChattingRoomResponse, MessageResponse, SocialingResponse } from "@/types/pocketbase-types";
import type { PublicUser } from "@/types/public-user";
import type { HiddenReason } from "../lib/hidden-text";

export type ChatClub = Pick<SocialingResponse, "id" | "collectionId" | "title" | "img">;
/** The preview is the latest message as I may see it, computed by the server for me. */
export type ChatRoom = ChattingRoomResponse<{ socialing?: ChatClub; users?: PublicUser[] }> & {
  /** The club's title as the room's name ("" when the club is hidden by reports): visibility.js. */
  clubTitle?: string;
  lastMessageText?: string;
  lastMessageHiddenReason?: HiddenReason;
};
/** A message I may not read arrives emptied, with the reason. */
export type ChatMessage = MessageResponse<{ sender?: PublicUser }> & { hiddenReason?: HiddenReason };

/** Why the reader cannot (or can no longer) use a room. */
export type ChatAccessLoss = "denied" | "removed" | "deleted";

export const MESSAGE_MAX = 1000;
export const MESSAGES_PAGE = 30;

// Only what the screens show; the sender is the public card the privacy hook allows.
export const MESSAGE_FIELDS =
  "id,collectionId,chattingRoom,sender,text,hiddenReason,created,expand.sender.id,expand.sender.collectionId,expand.sender.nickname,expand.sender.img";
export const ROOM_FIELDS =
  "id,collectionId,socialing,users,clubTitle,lastMessageText,lastMessageHiddenReason,lastMessageAt,created,expand.socialing.id,expand.socialing.collectionId,expand.socialing.title,expand.socialing.img";
// The open room also carries its members' public cards, so realtime events need no expand:
// the server skips one expand query per connection per message.
export const ROOM_DETAIL_FIELDS = `${ROOM_FIELDS},expand.users.id,expand.users.collectionId,expand.users.nickname,expand.users.img`;
