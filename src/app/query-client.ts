import { createQueryClient } from "@/lib/query-client";
import { useSession } from "@/lib/session";

// What the cache does after a mutation or a change of member, loaded when first needed
// (first-screen budget).
const effects = () => import("./mutation-effects");

/** The app's one query client: handed to the provider and to every route loader (router.tsx). */
export const queryClient = createQueryClient(async (mutationKey, variables) =>
  (await effects()).affectedQueryKeys(mutationKey, variables),
);

// Every way a session ends changes the session store (logout, a 401 anywhere, the start-up check,
// 회원탈퇴, another tab's: src/lib/pocketbase.ts), and so does a sign-in. Whenever the member
// changes, nothing of the previous one stays (./session-end.ts). A refreshed token is no change.
useSession.subscribe(({ user }, { user: was }) => {
  if (user?.id !== was?.id) void effects().then((m) => m.forgetMembersData(queryClient, was));
});
