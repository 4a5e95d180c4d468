import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toDevice } from "../lib/browser-push";
import { pushKeys } from "./keys";
import { registerDevice } from "./register-device";
import type { PushKinds } from "./types";

/** Turns one kind on or off for this device (optimistic; rolled back when the server says no). */
export function useUpdatePushKinds(subscription: PushSubscription | null) {
  const queryClient = useQueryClient();
  const key = pushKeys.device(subscription?.endpoint ?? "");
  return useMutation({
    mutationFn: (kinds: Partial<PushKinds>) => {
      if (!subscription) throw new Error("no subscription");
      return registerDevice(toDevice(subscription), kinds);
    },
    onMutate: async (kinds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PushKinds | null>(key);
      if (previous) queryClient.setQueryData<PushKinds>(key, { ...previous, ...kinds });
      return { previous };
    },
    onError: (_error, _kinds, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (kinds) => queryClient.setQueryData(key, kinds),
  });
}
