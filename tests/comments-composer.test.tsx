import { describe, expect, it } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { CommentSheet } from "@/features/comments/components/comment-sheet";
import { useSession, type SessionUser } from "@/lib/session";
import { PB, serveMockPocketBase, server, http, HttpResponse, listResponse } from "./mocks/server";

serveMockPocketBase();

const REVIEW = "review000000001";
const me = { id: "me0000000000001", collectionId: "_pb_users_auth_", nickname: "나독자" } as SessionUser;
const parent = {
  id: "parent000000001",
  collectionId: "comments0000001",
  collectionName: "comments",
  bookReviewId: REVIEW,
  content: "첫 댓글이에요",
  author: "other0000000001",
  replyToId: "",
  replyIdArray: [],
  likePeoples: [],
  created: new Date().toISOString(),
  updated: new Date().toISOString(),
  expand: { author: { id: "other0000000001", collectionId: "_pb_users_auth_", nickname: "밤의독서가" } },
};

function setup(onCreate: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const posts: Record<string, unknown>[] = [];
  server.use(
    http.get(`${PB}/api/collections/comments/records`, () => HttpResponse.json(listResponse([parent]))),
    http.post(`${PB}/api/collections/comments/records`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posts.push(body);
      return onCreate(body);
    }),
  );
  useSession.getState().setSession("token", me);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <CommentSheet reviewId={REVIEW} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return posts;
}

const list = () => screen.getByRole("list", { name: "댓글 목록" });

describe("comment composer", () => {
  it("replies with the @nickname prefix and the parent id; IME Enter and Shift+Enter never send", async () => {
    const posts = setup((body) =>
      HttpResponse.json({ ...parent, ...body, replyIdArray: [], likePeoples: [] }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "답글 달기" }));
    const box = screen.getByRole("textbox", { name: "밤의독서가님에게 답글 입력" });
    fireEvent.change(box, { target: { value: "같이 읽어요" } });
    fireEvent.keyDown(box, { key: "Enter", isComposing: true });
    fireEvent.keyDown(box, { key: "Enter", keyCode: 229 });
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(posts).toHaveLength(0);
    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      bookReviewId: REVIEW,
      author: me.id,
      content: "@밤의독서가 같이 읽어요",
      replyToId: parent.id,
    });
    expect(posts[0]).not.toHaveProperty("likePeoples");
  });

  it("shows the comment at once, then rolls back and gives the typed text back when the server fails", async () => {
    let fail!: () => void;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    setup(async () => {
      await failed;
      return HttpResponse.json({ code: 500, message: "", data: {} }, { status: 500 });
    });
    await screen.findByText("첫 댓글이에요");
    const box = screen.getByRole("textbox", { name: "댓글 입력" });
    fireEvent.change(box, { target: { value: "사라지면 안 되는 글" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(await within(list()).findByText("사라지면 안 되는 글")).toBeInTheDocument();
    expect(box).toHaveValue("");

    fail();
    expect(await screen.findByRole("alert")).toHaveTextContent("댓글을 보내지 못했어요");
    expect(box).toHaveValue("사라지면 안 되는 글");
    await waitFor(() => expect(within(list()).queryByText("사라지면 안 되는 글")).toBeNull());
    expect(within(list()).getAllByRole("listitem")).toHaveLength(1);
  });
});
