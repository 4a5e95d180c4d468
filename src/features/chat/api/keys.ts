// Query keys of the chat feature.
export const chatKeys = {
  all: ["chat"] as const,
  rooms: () => [...chatKeys.all, "rooms"] as const,
  roomList: (userId: string) => [...chatKeys.rooms(), "list", userId] as const,
  room: (roomId: string) => [...chatKeys.rooms(), "detail", roomId] as const,
  unread: (userId: string) => [...chatKeys.all, "unread", userId] as const,
  messages: (roomId: string) => [...chatKeys.all, "messages", roomId] as const,
};
