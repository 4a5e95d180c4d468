// Query keys of the notifications feature.
export const notificationKeys = {
  all: ["notifications"] as const,
  list: (userId: string) => [...notificationKeys.all, "list", userId] as const,
  unread: (userId: string) => [...notificationKeys.all, "unread", userId] as const,
};
