import { loadPb } from "@/lib/load-pocketbase";
import type { Club } from "./types";

/** Calls one of the transactional club routes in pb_hooks/clubs/routes.js. */
export async function clubRequest<T = Club>(path: string, body?: unknown, method = "POST"): Promise<T> {
  const pb = await loadPb();
  return pb.send<T>(`/api/clubs${path}`, {
    method,
    body: body as Record<string, unknown> | FormData | undefined,
  });
}
