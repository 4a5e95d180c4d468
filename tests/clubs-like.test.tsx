import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { LikeButton } from "@/features/clubs/components/like-button";
import { clubKeys } from "@/features/clubs/api/keys";
import type { Club } from "@/features/clubs/api/types";
import { useSession, type SessionUser } from "@/lib/session";
import { PB, serveMockPocketBase, server, http, HttpResponse } from "./mocks/server";

serveMockPocketBase();

const club = { id: "club00000000001", title: "코스모스 읽기", like: ["other0000000001"] } as Club;

// What the server holds; the refetch after the mutation reads it.
let serverLikes: string[] = [];

function Harness() {
  const { data } = useQuery({
    queryKey: clubKeys.detail(club.id),
    queryFn: () => ({ ...club, like: serverLikes }),
    staleTime: Infinity,
  });
  return data ? <LikeButton club={data} /> : null;
}

function setup() {
  serverLikes = [...club.like];
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(clubKeys.detail(club.id), club);
  render(
    <QueryClientProvider client={qc}>
      <Harness />
    </QueryClientProvider>,
  );
  return qc;
}

const signIn = () =>
  useSession
    .getState()
    .setSession("token", { id: "me0000000000001", collectionId: "_pb_users_auth_" } as SessionUser);

describe("club like (찜)", () => {
  it("is inactive for visitors and sends nothing", () => {
    setup();
    const heart = screen.getByRole("button", { name: "로그인하면 찜할 수 있어요" });
    expect(heart).toBeDisabled();
  });

  it("fills at once and asks the server to add only me", async () => {
    signIn();
    let body: unknown;
    server.use(
      http.post(`${PB}/api/clubs/${club.id}/like`, async ({ request }) => {
        body = await request.json();
        serverLikes = [...club.like, "me0000000000001"];
        return HttpResponse.json({ ...club, like: serverLikes });
      }),
    );
    const qc = setup();
    const heart = screen.getByRole("button", { name: "코스모스 읽기 찜하기" });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute("aria-pressed", "true"));
    await waitFor(() => expect(body).toEqual({ like: true }));
    expect(qc.getQueryData<Club>(clubKeys.detail(club.id))?.like).toEqual([
      "other0000000001",
      "me0000000000001",
    ]);
  });

  it("restores the previous state and logs when the server refuses", async () => {
    signIn();
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.post(`${PB}/api/clubs/${club.id}/like`, async () => {
        await gate; // hold the answer so the optimistic state can be seen
        return HttpResponse.json({ message: "fail" }, { status: 500 });
      }),
    );
    const qc = setup();
    const heart = screen.getByRole("button", { name: "코스모스 읽기 찜하기" });
    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute("aria-pressed", "true"));
    release();
    await waitFor(() => expect(heart).toHaveAttribute("aria-pressed", "false"));
    expect(qc.getQueryData<Club>(clubKeys.detail(club.id))?.like).toEqual(["other0000000001"]);
    expect(log).toHaveBeenCalledWith("찜하기 실패", expect.anything());
    log.mockRestore();
  });
});
