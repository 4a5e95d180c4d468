import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { ApplicationWizard } from "@/features/clubs/components/application-wizard";
import type { Club } from "@/features/clubs/api/types";
import { PB, serveMockPocketBase, server, http, HttpResponse } from "./mocks/server";

serveMockPocketBase();

const club = {
  id: "club00000000001",
  title: "코스모스 읽기",
  query: "좋아하는 과학책은?",
  createUser: "host",
  expand: {},
} as unknown as Club;

function renderWizard(blockedReason = "") {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: "/applicationClub/:clubId",
        element: <ApplicationWizard club={club} blockedReason={blockedReason} />,
      },
    ],
    {
      initialEntries: [`/applicationClub/${club.id}`],
    },
  );
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const next = () => screen.getByRole("button", { name: "다음" });
const submit = () => screen.getByRole("button", { name: "신청하기" });
const answerBox = () => screen.getByRole("textbox", { name: "답변" });

describe("application wizard", () => {
  it("needs the agreement, then an answer longer than 10 characters; sends it once", async () => {
    let body: unknown;
    server.use(
      http.post(`${PB}/api/clubs/${club.id}/apply`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(club);
      }),
    );
    renderWizard();
    expect(screen.getByText("1/2")).toBeInTheDocument();
    expect(next()).toBeDisabled();
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(next());
    expect(await screen.findByText("2/2")).toBeInTheDocument();
    expect(screen.getByText("좋아하는 과학책은?")).toBeInTheDocument();
    expect(answerBox()).toHaveAttribute("placeholder", "10자 이상 입력해주세요.");
    fireEvent.change(answerBox(), { target: { value: "0123456789" } });
    expect(submit()).toBeDisabled();
    fireEvent.change(answerBox(), { target: { value: "코스모스를 가장 좋아해요!" } });
    fireEvent.click(submit());
    expect(await screen.findByRole("dialog", { name: "참여 신청이 완료됐어요!" })).toBeInTheDocument();
    expect(body).toEqual({
      answer: "코스모스를 가장 좋아해요!",
      id: expect.stringMatching(/^[a-z0-9]{15}$/),
    });
  });

  it("keeps the typed answer and says why when the server refuses", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(
      http.post(`${PB}/api/clubs/${club.id}/apply`, () =>
        HttpResponse.json({ code: 400, message: "모집 인원이 모두 찼어요.", data: {} }, { status: 400 }),
      ),
    );
    renderWizard();
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(next());
    fireEvent.change(await screen.findByRole("textbox", { name: "답변" }), {
      target: { value: "꼭 함께 읽고 싶어요. 부탁드려요!" },
    });
    fireEvent.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("모집 인원이 모두 찼어요.");
    expect(answerBox()).toHaveValue("꼭 함께 읽고 싶어요. 부탁드려요!");
    await waitFor(() => expect(log).toHaveBeenCalled());
    log.mockRestore();
  });

  it("explains instead of showing the form when applying is not possible", () => {
    renderWizard("이미 끝난 모임이에요.");
    expect(screen.getByText("이미 끝난 모임이에요.")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});
