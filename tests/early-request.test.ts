import { afterEach, describe, expect, it, vi } from "vitest";
import { takeEarlyRequest } from "@/lib/early-request";
import { queryClient } from "@/app/query-client";
import { useSession, type SessionUser } from "@/lib/session";

// A prerendered page's early answer (src/app/early/paint.ts) is its viewer's: the server leaves
// out what that member blocked. It is handed only to the session that sent it, and never after
// the member has changed something (a block, a report, a deletion).

const PATH = "/api/collections/bookReview/records?page=1&perPage=10";
const EARLY = { items: ["early"] };
const FRESH = { items: ["fresh"] };

function startEarly(token: string) {
  window.__chaekdongneEarly = { [PATH]: { response: Promise.resolve(EARLY), token } };
}
const signIn = (token: string) =>
  useSession.setState({ token, user: token ? ({ id: "member000000001" } as SessionUser) : null });

afterEach(() => {
  window.__chaekdongneEarly = {};
  signIn("");
});

describe("takeEarlyRequest", () => {
  it("serves the early answer once to the session that sent it", async () => {
    signIn("token-a");
    startEarly("token-a");
    const request = vi.fn(async () => FRESH);
    expect(await takeEarlyRequest(PATH, request)).toBe(EARLY);
    expect(await takeEarlyRequest(PATH, request)).toBe(FRESH);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a visitor's answer to a member", "", "token-a"],
    ["a member's answer to a visitor", "token-a", ""],
    ["one member's answer to another session", "token-a", "token-b"],
  ])("never serves %s", async (_case, sentWith, current) => {
    startEarly(sentWith);
    signIn(current);
    expect(await takeEarlyRequest(PATH, async () => FRESH)).toBe(FRESH);
  });

  it("drops answers not taken yet once a mutation has settled (a block may have changed them)", async () => {
    signIn("token-a");
    startEarly("token-a");
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => "blocked" })
      .execute(undefined);
    await vi.waitFor(() => expect(window.__chaekdongneEarly?.[PATH]).toBeUndefined());
    expect(await takeEarlyRequest(PATH, async () => FRESH)).toBe(FRESH);
  });
});
