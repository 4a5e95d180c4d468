import { describe, expect, it } from "vitest";
import { pb } from "@/lib/pocketbase";
import { signOut, useSession } from "@/lib/session";
import { PB, serveMockPocketBase, server, http, HttpResponse, listResponse } from "./mocks/server";

serveMockPocketBase();

describe("the shared PocketBase client", () => {
  it("lets two list queries on one collection run at once (no SDK auto-cancel)", async () => {
    server.use(
      http.get(`${PB}/api/collections/bookReview/records`, async ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get("page"));
        await new Promise((r) => setTimeout(r, 20));
        return HttpResponse.json(listResponse([{ id: `review-page-${page}` }], page, 1, 2));
      }),
    );
    const [a, b] = await Promise.all([
      pb.collection("bookReview").getList(1, 1),
      pb.collection("bookReview").getList(2, 1),
    ]);
    expect(a.items[0].id).toBe("review-page-1");
    expect(b.items[0].id).toBe("review-page-2");
  });

  it("sends the stored session token and drops it after sign-out", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${PB}/api/collections/genres/records`, ({ request }) => {
        seen.push(request.headers.get("Authorization"));
        return HttpResponse.json(listResponse([]));
      }),
    );
    const user = { id: "u1", collectionId: "_pb_users_auth_", collectionName: "users", nickname: "하나" };
    useSession.getState().setSession("token-123", user as never);
    await pb.collection("genres").getList(1, 10);
    useSession.getState().clear();
    await pb.collection("genres").getList(1, 10);
    expect(seen).toEqual(["token-123", null]);
    expect(pb.authStore.isValid).toBe(false);
  });

  it("ends the member's realtime subscriptions on sign-out", async () => {
    const user = { id: "u1", collectionId: "_pb_users_auth_", collectionName: "users", nickname: "하나" };
    useSession.getState().setSession("token-123", user as never);
    const rt = pb.realtime as unknown as { subscriptions: Record<string, unknown[]> };
    rt.subscriptions.inbox = [() => undefined]; // as if subscribed: no connection is needed to drop it
    signOut();
    await Promise.resolve();
    expect(rt.subscriptions).toEqual({});
    expect(pb.authStore.token).toBe("");
  });
});
