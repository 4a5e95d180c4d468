import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mutationKeys } from "@/lib/mutation-keys";
import { currentUserId } from "@/lib/session";
import { clubRequest } from "./club-request";
import { clubKeys } from "./keys";
import { patchClubCache, restoreClubCache } from "./patch-club-cache";

interface LikeVars {
  clubId: string;
  like: boolean;
}

/** 찜: the server changes the club's and the member's like lists together (pb_hooks/clubs.pb.js). */
export const setLike = ({ clubId, like }: LikeVars) => clubRequest(`/${clubId}/like`, { like });

export function useSetLike() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.clubLike,
    mutationFn: setLike,
    onMutate: async ({ clubId, like }) => {
      await qc.cancelQueries({ queryKey: clubKeys.all });
      const me = currentUserId();
      return patchClubCache(qc, clubId, (c) => ({
        ...c,
        like: like ? [...c.like.filter((id) => id !== me), me] : c.like.filter((id) => id !== me),
      }));
    },
    onError: (error, _vars, snapshot) => {
      if (snapshot) restoreClubCache(qc, snapshot);
      console.error("찜하기 실패", error);
    },
  });
}
