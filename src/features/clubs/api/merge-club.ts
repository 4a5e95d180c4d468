import type { PublicUser } from "@/types/public-user";
import type { Club } from "./types";

/**
 * The club a route answered with (no expand) dressed in the expanded members and answers the
 * cached one already has. Undefined when someone new appears (their nickname is unknown here):
 * then the caller refetches.
 */
export function mergeClub(cached: Club | undefined, fresh: Club): Club | undefined {
  if (!cached) return undefined;
  const people = new Map<string, PublicUser>();
  for (const u of [...(cached.expand?.applicant ?? []), ...(cached.expand?.confirmUser ?? [])])
    people.set(u.id, u);
  const pick = (ids: string[]) => {
    const found = ids.map((id) => people.get(id));
    return found.every(Boolean) ? (found as PublicUser[]) : undefined;
  };
  const applicant = pick(fresh.applicant);
  const confirmUser = pick(fresh.confirmUser);
  if (!applicant || !confirmUser) return undefined;
  // Answers are expanded only for the host and their author: a new one needs the server.
  if (fresh.answer.some((id) => !cached.answer.includes(id))) return undefined;
  const answer = cached.expand?.answer?.filter((a) => fresh.answer.includes(a.id));
  return {
    ...cached,
    ...fresh,
    expand: { ...cached.expand, applicant, confirmUser, ...(answer ? { answer } : {}) },
  };
}
