import { useParams, type LoaderFunctionArgs } from "react-router";
import { usePageTitle } from "@/hooks/use-page-title";
import type { QueryClient } from "@tanstack/react-query";
import { currentUserId, useCurrentUser } from "@/lib/session";
import { getChatRoomQueryOptions } from "@/features/chat/api/get-chat-room";
import { getMessagesQueryOptions } from "@/features/chat/api/get-messages";
import { ChatRoomView } from "@/features/chat/components/chat-room-view";

// Starts the room and its latest 30 messages in parallel; a 404 (not a member) is shown by the page.
export const makeLoader = (queryClient: QueryClient) =>
  function loader({ params }: LoaderFunctionArgs) {
    const roomId = params.chattingRoomId;
    if (!roomId || !currentUserId()) return null;
    void queryClient.prefetchQuery(getChatRoomQueryOptions(roomId));
    void queryClient.prefetchInfiniteQuery(getMessagesQueryOptions(roomId));
    return null;
  };

export function Component() {
  usePageTitle("채팅방");
  const { chattingRoomId = "" } = useParams();
  const user = useCurrentUser();
  if (!user) return null; // RequireAuth shows the auth gate
  // Keyed by room: switching rooms starts fresh scroll and subscriptions.
  return <ChatRoomView key={chattingRoomId} roomId={chattingRoomId} userId={user.id} />;
}
