// Query keys of the profile feature (my page data of the signed-in member).
export const profileKeys = {
  all: ["profile"] as const,
  likedClubs: (userId: string) => [...profileKeys.all, "liked-clubs", userId] as const,
  myReviews: (userId: string) => [...profileKeys.all, "my-reviews", userId] as const,
};
