import type { ChattingRoomResponse, MessageResponse, SocialingResponse } from "@/types/pocketbase-types";
import type { PublicUser } from "@/types/public-user";

export type ChatClub = Pick<SocialingResponse, "id" | "collectionId" | "title" | "img">;
export type ChatRoom = ChattingRoomResponse<{ socialing?: ChatClub; users?: PublicUser[] }>;
export type ChatMessage = MessageResponse<{ sender?: PublicUser }>;

/** Why the reader cannot (or can no longer) use a room. */
export type ChatAccessLoss = "denied" | "removed" | "deleted";

export const MESSAGE_MAX = 1000;
export const MESSAGES_PAGE = 30;

// Only what the screens show; the sender is the public card the privacy hook allows.
export const MESSAGE_FIELDS =
  "id,collectionId,chattingRoom,sender,text,created,expand.sender.id,expand.sender.collectionId,expand.sender.nickname,expand.sender.img";
export const ROOM_FIELDS =
  "id,collectionId,title,socialing,users,lastMessageText,lastMessageAt,created,expand.socialing.id,expand.socialing.collectionId,expand.socialing.title,expand.socialing.img";
// The open room also carries its members' public cards, so realtime events need no expand:
// the server skips one expand query per connection per message.
export const ROOM_DETAIL_FIELDS = `${ROOM_FIELDS},expand.users.id,expand.users.collectionId,expand.users.nickname,expand.users.img`;
