import { expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Component as EditReviewPage } from "@/app/routes/edit-review";
import { reviewKeys } from "@/features/reviews/api/keys";
import { useSession, type SessionUser } from "@/lib/session";
import { PB, serveMockPocketBase, server, http, HttpResponse } from "./mocks/server";

// An edit is checked as the review will be stored (docs/reviews.md "Edits"): an older review whose
// body is shorter than today's minimum cannot be saved with only a new title. The form says so
// with the server's own words before sending, and a refusal from the server keeps everything the
// member typed.

// Quill does not run in jsdom: a plain text box stands in for the editor (value in, HTML out).
vi.mock("@/features/reviews/components/quill-editor", () => ({
  default: (props: {
    label: string;
    value: string;
    onChange: (html: string) => void;
    describedBy?: string;
  }) => (
    <textarea
      aria-label={props.label}
      aria-describedby={props.describedBy}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  ),
}));

serveMockPocketBase();

const me = {
  id: "writer000000001",
  collectionId: "_pb_users_auth_",
  collectionName: "users",
  nickname: "옛글쓴이",
};
const OLD = {
  id: "review000000001",
  collectionId: "bookreview00001",
  collectionName: "bookReview",
  writer: me.id,
  bookTitle: "옛 책",
  title: "옛 리뷰",
  detail: "<p>좋아요</p>", // stored before the 10-character rule
  img: "cover.webp",
  created: "2024-01-01 00:00:00.000Z",
  expand: { writer: me },
};

function openEditForm() {
  useSession.getState().setSession("token-1", me as unknown as SessionUser);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(reviewKeys.detail(OLD.id), OLD);
  const router = createMemoryRouter(
    [
      { path: "/editBookReview/:bookreviewId", Component: EditReviewPage },
      { path: "/bookReview/:bookreviewId", element: <p>리뷰 상세</p> },
    ],
    { initialEntries: [`/editBookReview/${OLD.id}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

it("does not send a title-only edit of an old short review, and says why in the server's words", async () => {
  const sent = vi.fn();
  server.use(http.patch(`${PB}/api/collections/bookReview/records/:id`, sent));
  const { user } = openEditForm();
  const title = await screen.findByLabelText(/리뷰 제목/);
  await user.clear(title);
  await user.type(title, "새 제목");
  const body = await screen.findByRole("textbox", { name: "리뷰 내용" });
  expect(body).toHaveAccessibleDescription("리뷰 내용은 10자 이상 써주세요. (지금 3자)");
  const save = screen.getByRole("button", { name: "수정하기" });
  expect(save).toBeDisabled();
  await user.click(save);
  expect(sent).not.toHaveBeenCalled();
  expect(title).toHaveValue("새 제목");
});

it("keeps everything typed when the server refuses the edit, shows its message, and saves once fixed", async () => {
  const SHORT = "리뷰 내용은 10자 이상 써주세요.";
  let answer: "refuse" | "save" = "refuse";
  const sent: string[] = [];
  server.use(
    http.patch(`${PB}/api/collections/bookReview/records/:id`, async ({ request }) => {
      const form = await request.formData();
      sent.push(String(form.get("title")));
      if (answer === "refuse")
        return HttpResponse.json(
          { code: 400, message: SHORT, data: { detail: { code: "validation_review_body", message: SHORT } } },
          { status: 400 },
        );
      return HttpResponse.json({ ...OLD, title: form.get("title"), detail: form.get("detail") });
    }),
  );
  const { user, router } = openEditForm();
  const title = await screen.findByLabelText(/리뷰 제목/);
  await user.clear(title);
  await user.type(title, "다시 쓴 제목");
  const body = await screen.findByRole("textbox", { name: "리뷰 내용" });
  await user.clear(body);
  await user.type(body, "<p>다시 읽어도 좋은 책이에요.</p>");
  await user.click(screen.getByRole("button", { name: "수정하기" }));

  expect(await screen.findByRole("alert")).toHaveTextContent(SHORT);
  expect(sent).toEqual(["다시 쓴 제목"]);
  expect(screen.getByLabelText(/리뷰 제목/)).toHaveValue("다시 쓴 제목");
  expect(screen.getByRole("textbox", { name: "리뷰 내용" })).toHaveValue("<p>다시 읽어도 좋은 책이에요.</p>");
  expect(router.state.location.pathname).toBe(`/editBookReview/${OLD.id}`);

  answer = "save";
  await user.click(screen.getByRole("button", { name: "수정하기" }));
  expect(await screen.findByText("리뷰 상세")).toBeInTheDocument();
  expect(sent).toEqual(["다시 쓴 제목", "다시 쓴 제목"]);
});
