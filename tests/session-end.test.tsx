import { describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { queryClient } from "@/app/query-client";
import { pb } from "@/lib/pocketbase";
import { SESSION_STORAGE_KEY, useSession, type SessionUser } from "@/lib/session";
import { useOutbox } from "@/features/chat/stores/outbox";
import { chatKeys } from "@/features/chat/api/keys";
import { applicationDraftKey } from "@/features/clubs/lib/application-drafts";
import { PB, serveMockPocketBase, server, http, HttpResponse } from "./mocks/server";

// However a session ends — a 401 on any call (token expired, password changed on another device,
// 회원탈퇴 elsewhere), a logout or sign-in in another tab — nothing of that member stays: not on
// screen, not in the query cache, not in their chat outbox or half-typed application, and their
// realtime subscriptions are closed (src/lib/pocketbase.ts, src/app/session-end.ts).

serveMockPocketBase(() => queryClient.clear());

const member = (id: string, nickname: string) =>
  ({ id, collectionId: "_pb_users_auth_", collectionName: "users", nickname }) as SessionUser;
const ME = member("u1", "하나");
const OTHER = member("u2", "둘");
// A JWT that expires in 2100: the SDK sends it until the server says no.
const jwt = (id: string) => `x.${btoa(JSON.stringify({ id, type: "authRecord", exp: 4102444800 }))}.y`;

/** The club as the server shows it: the member's own application answer only to that member. */
function serveClub() {
  server.use(
    http.get(`${PB}/api/collections/socialing/records/c1`, ({ request }) =>
      HttpResponse.json({
        id: "c1",
        title: "책 모임",
        answer: request.headers.get("Authorization") ? "제 신청 답변은 비밀이에요" : "",
      }),
    ),
  );
}

function ClubScreen() {
  const club = useQuery({
    queryKey: ["clubs", "detail", "c1"],
    queryFn: ({ signal }) =>
      pb.send<{ title: string; answer: string }>("/api/collections/socialing/records/c1", { signal }),
  });
  if (!club.data) return <p>불러오는 중</p>;
  return (
    <p>
      {club.data.title} {club.data.answer || "방문자 보기"}
    </p>
  );
}

/** A member with private data on screen and in the cache, a chat draft, an unsent message,
 * a half-typed application and an open realtime subscription. */
async function signedInWithPrivateData() {
  useSession.getState().setSession(jwt("u1"), ME);
  serveClub();
  render(
    <QueryClientProvider client={queryClient}>
      <ClubScreen />
    </QueryClientProvider>,
  );
  expect(await screen.findByText(/제 신청 답변은 비밀이에요/)).toBeInTheDocument();
  queryClient.setQueryData(chatKeys.messages("r1"), { pages: [[{ text: "방 안의 비밀 이야기" }]] });
  useOutbox.getState().setDraft("r1", "쓰다 만 메시지");
  useOutbox.getState().put({
    id: "m1",
    roomId: "r1",
    text: "못 보낸 메시지",
    status: "failed",
    createdAt: "2026-11-25T00:00:00Z",
  });
  sessionStorage.setItem(applicationDraftKey("c1"), "쓰다 만 신청 답변");
  const rt = pb.realtime as unknown as { subscriptions: Record<string, unknown[]> };
  rt.subscriptions.inbox = [() => undefined]; // as if subscribed: no connection is needed to drop it
  return rt;
}

async function expectNothingOfTheMemberLeft(rt: { subscriptions: Record<string, unknown[]> }) {
  // On screen: the visitor's view, fetched again without the token.
  expect(await screen.findByText(/방문자 보기/)).toBeInTheDocument();
  expect(screen.queryByText(/제 신청 답변은 비밀이에요/)).toBeNull();
  // In the cache: nothing the member fetched.
  expect(queryClient.getQueryData(chatKeys.messages("r1"))).toBeUndefined();
  const cached = JSON.stringify(
    queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.state.data),
  );
  expect(cached).not.toContain("비밀");
  // Stored on the device: their chat drafts, unsent messages and application answer.
  await waitFor(() => expect(useOutbox.getState()).toMatchObject({ drafts: {}, items: [] }));
  expect(localStorage.getItem("chaekdongne-chat-outbox") ?? "").not.toContain("메시지");
  await waitFor(() => expect(sessionStorage.getItem(applicationDraftKey("c1"))).toBeNull());
  // Realtime: closed.
  expect(rt.subscriptions).toEqual({});
}

describe("a session that ended on the server", () => {
  it("leaves nothing of the member after any call answers 401", async () => {
    const rt = await signedInWithPrivateData();
    server.use(
      http.post(`${PB}/api/clubs/c1/like`, () =>
        HttpResponse.json({ code: 401, message: "", data: {} }, { status: 401 }),
      ),
    );
    await expect(pb.send("/api/clubs/c1/like", { method: "POST" })).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().user).toBeNull();
    await expectNothingOfTheMemberLeft(rt);
  });
  it("lets nothing the member asked for before the 401 land in the cache afterwards", async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${PB}/api/collections/message/records`, async () => {
        await released;
        return HttpResponse.json({ items: [{ text: "늦게 도착한 비밀 메시지" }] });
      }),
      http.post(`${PB}/api/clubs/c1/like`, () =>
        HttpResponse.json({ code: 401, message: "", data: {} }, { status: 401 }),
      ),
    );
    useSession.getState().setSession(jwt("u1"), ME);
    const late = queryClient
      .fetchQuery({
        queryKey: chatKeys.messages("r9"),
        queryFn: ({ signal }) => pb.send("/api/collections/message/records", { signal }),
      })
      .catch(() => undefined);
    await expect(pb.send("/api/clubs/c1/like", { method: "POST" })).rejects.toMatchObject({ status: 401 });
    release();
    await late;
    await Promise.resolve();
    expect(queryClient.getQueryData(chatKeys.messages("r9"))).toBeUndefined();
  });
});

describe("a session changed in another tab", () => {
  const fromOtherTab = (value: string | null) => {
    if (value === null) localStorage.removeItem(SESSION_STORAGE_KEY);
    else localStorage.setItem(SESSION_STORAGE_KEY, value);
    window.dispatchEvent(
      new StorageEvent("storage", { key: SESSION_STORAGE_KEY, newValue: value, storageArea: localStorage }),
    );
  };
  const stored = (token: string, user: SessionUser | null) =>
    JSON.stringify({ state: { token, user }, version: 0 });

  it("ends here too when the other tab logs out", async () => {
    const rt = await signedInWithPrivateData();
    fromOtherTab(stored("", null));
    expect(useSession.getState().user).toBeNull();
    expect(pb.authStore.token).toBe("");
    await expectNothingOfTheMemberLeft(rt);
  });

  it("ends here too when the other tab's storage is cleared", async () => {
    const rt = await signedInWithPrivateData();
    fromOtherTab(null);
    expect(useSession.getState().user).toBeNull();
    await expectNothingOfTheMemberLeft(rt);
  });

  it("follows another member signing in there, with none of the first member's data", async () => {
    const rt = await signedInWithPrivateData();
    server.use(
      http.get(`${PB}/api/collections/socialing/records/c1`, ({ request }) =>
        HttpResponse.json({
          id: "c1",
          title: "책 모임",
          answer: request.headers.get("Authorization") === jwt("u2") ? "" : "제 신청 답변은 비밀이에요",
        }),
      ),
    );
    fromOtherTab(stored(jwt("u2"), OTHER));
    expect(useSession.getState().user?.id).toBe("u2");
    expect(pb.authStore.token).toBe(jwt("u2"));
    await expectNothingOfTheMemberLeft(rt);
  });

  it("keeps everything when the other tab only refreshed the same member's token", async () => {
    await signedInWithPrivateData();
    fromOtherTab(stored(jwt("u1") + "2", ME));
    expect(useSession.getState().token).toBe(jwt("u1") + "2");
    expect(queryClient.getQueryData(chatKeys.messages("r1"))).toBeDefined();
    expect(useOutbox.getState().drafts).toEqual({ r1: "쓰다 만 메시지" });
    expect(screen.getByText(/제 신청 답변은 비밀이에요/)).toBeInTheDocument();
  });
});
