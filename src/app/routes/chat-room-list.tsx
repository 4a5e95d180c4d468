import { useParams, type LoaderFunctionArgs } from "react-router";
import { Navigate } from "@/components/ui/link";
import { paths } from "@/config/paths";
import { usePageTitle } from "@/hooks/use-page-title";
import type { QueryClient } from "@tanstack/react-query";
import { currentUserId, useCurrentUser } from "@/lib/session";
import { PageHeader } from "@/components/ui/page-header";
import { ChatRoomList } from "@/features/chat/components/chat-room-list";
import { getChatRoomsQueryOptions } from "@/features/chat/api/get-chat-rooms";

// Only the member's own list: another id redirects to theirs.
export const makeLoader = (queryClient: QueryClient) =>
  function loader({ params }: LoaderFunctionArgs) {
    const me = currentUserId();
    if (me && params.userId === me) void queryClient.prefetchInfiniteQuery(getChatRoomsQueryOptions(me));
    return null;
  };

export function Component() {
  usePageTitle("채팅");
  const { userId } = useParams();
  const user = useCurrentUser();
  if (!user) return null; // RequireAuth shows the auth gate
  if (userId !== user.id) return <Navigate to={paths.chatRoomList(user.id)} replace />;
  return (
    <>
      <PageHeader title="채팅" />
      <ChatRoomList userId={user.id} />
    </>
  );
}
