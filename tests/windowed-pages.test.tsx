import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { WindowedPages } from "@/components/ui/windowed-pages";

// A newest-first list loads page by page. Reviews or clubs written while a member scrolls push
// the later pages down, so page 2 can start with the end of page 1.
const item = (id: string) => ({ id, title: `리뷰 ${id}` });

function List({ pages }: { pages: { id: string; title: string }[][] }) {
  return (
    <WindowedPages
      aria-label="리뷰 목록"
      pages={pages}
      memoryKey="test"
      renderItem={(review) => <li key={review.id}>{review.title}</li>}
    />
  );
}

describe("a windowed list", () => {
  it("shows each record once when a later page repeats the end of an earlier one", () => {
    render(
      <List
        pages={[
          [item("c"), item("b")],
          [item("b"), item("a")],
        ]}
      />,
    );
    const rows = within(screen.getByRole("list", { name: "리뷰 목록" })).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual(["리뷰 c", "리뷰 b", "리뷰 a"]);
  });
});
