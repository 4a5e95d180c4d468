import { ClientResponseError } from "pocketbase";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { pushKeys } from "./keys";
import type { PushKinds } from "./types";

/** What this device of mine gets, or null when the server does not know it as mine. */
export const getDevice = (endpoint: string, signal?: AbortSignal) =>
  pb
    .send<{ kinds: PushKinds }>("/api/chaekdongne/push/subscription/state", {
      method: "POST",
      body: { endpoint },
      signal,
    })
    .then((r) => r.kinds)
    .catch((error: unknown) => {
      if (error instanceof ClientResponseError && error.status === 404) return null;
      throw error;
    });

export const getDeviceQueryOptions = (endpoint: string) =>
  queryOptions({
    queryKey: pushKeys.device(endpoint),
    queryFn: ({ signal }) => getDevice(endpoint, signal),
    enabled: !!endpoint,
  });

export const useDevice = (endpoint: string) => useQuery(getDeviceQueryOptions(endpoint));
