import type { ChatRoom } from "../api/types";

/** Said for a room whose club is hidden by reports (as its notifications say). */
export const HIDDEN_ROOM_NAME = "가려진 모임";

/**
 * A room's name: its club's title, which the server gives every member of the room (a member who
 * blocked the host too: pb_hooks/core/visibility.js fillRoomTitles), or 가려진 모임. Never a generic
 * "채팅방" that would make two rooms look alike.
 */
export const roomName = (room: Pick<ChatRoom, "clubTitle" | "expand">) =>
  room.clubTitle || room.expand?.socialing?.title || HIDDEN_ROOM_NAME;
