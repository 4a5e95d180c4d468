import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ClubList } from "@/features/clubs/components/club-list";
import { DEFAULT_CLUB_SEARCH } from "@/features/clubs/lib/club-search-params";
import { PB, serveMockPocketBase, server, http, HttpResponse } from "./mocks/server";

// The club list's empty and error notices load on demand (club-list-notice.tsx): they still show,
// and the retry asks again.
serveMockPocketBase();

const page = (items: unknown[]) => ({ page: 1, perPage: 10, totalItems: -1, totalPages: 1, items });

function renderList() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <ClubList filters={DEFAULT_CLUB_SEARCH} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("club list notices", () => {
  it("says there is no club for the filter", async () => {
    server.use(http.get(`${PB}/api/collections/socialing/records`, () => HttpResponse.json(page([]))));
    renderList();
    expect(await screen.findByText("조건에 맞는 모임이 없어요")).toBeInTheDocument();
  });

  it("says the list failed to load, and 다시 시도 asks again", async () => {
    let calls = 0;
    server.use(
      http.get(`${PB}/api/collections/socialing/records`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: "" }, { status: 500 })
          : HttpResponse.json(page([]));
      }),
    );
    renderList();
    expect(await screen.findByText("모임을 불러오지 못했어요")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    expect(await screen.findByText("조건에 맞는 모임이 없어요")).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
