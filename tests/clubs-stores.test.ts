import { describe, expect, it, beforeEach } from "vitest";
import {
  draftDateTime,
  EMPTY_DRAFT,
  stepComplete,
  useClubDraft,
} from "@/features/clubs/stores/create-club-draft";
import { DEFAULT_CLUB_FILTER, useClubFilter } from "@/features/clubs/stores/club-filter";
import { genreFilter } from "@/features/clubs/api/get-clubs";
import { pb } from "@/lib/pocketbase";
import { dataUrlToFile } from "@/features/clubs/stores/draft-image";

describe("club creation draft", () => {
  beforeEach(() => useClubDraft.getState().clear());

  it("switching online/offline clears the place; offline needs a place for step 1", () => {
    const d = useClubDraft.getState();
    d.setOffline(true);
    expect(stepComplete[1](useClubDraft.getState())).toBe(false);
    d.update({ location: "망원동 책방" });
    expect(stepComplete[1](useClubDraft.getState())).toBe(true);
    d.setOffline(true); // same mode: the place stays
    expect(useClubDraft.getState().location).toBe("망원동 책방");
    d.setOffline(false);
    expect(useClubDraft.getState().location).toBe("");
    expect(stepComplete[1](useClubDraft.getState())).toBe(true);
  });

  it("is persisted in localStorage (version 0) and cleared back to the defaults", () => {
    useClubDraft.getState().update({ title: "코스모스 함께 읽기", limitPerson: 7 });
    const saved = JSON.parse(localStorage.getItem("chaekdongne-club-draft")!);
    expect(saved).toMatchObject({ version: 0, state: { title: "코스모스 함께 읽기", limitPerson: 7 } });
    useClubDraft.getState().clear();
    expect(JSON.parse(localStorage.getItem("chaekdongne-club-draft")!).state).toMatchObject(EMPTY_DRAFT);
    expect(useClubDraft.getState().limitPerson).toBe(3);
  });

  it("combines date and time to ISO only when both are chosen; step 4 needs it and a question", () => {
    expect(draftDateTime({ date: "2030-05-06", time: "" })).toBe("");
    expect(draftDateTime({ date: "", time: "19:30" })).toBe("");
    expect(draftDateTime({ date: "2030-05-06", time: "19:30" })).toBe(
      new Date("2030-05-06T19:30").toISOString(),
    );
    const base = { ...EMPTY_DRAFT, date: "2030-05-06", time: "19:30" };
    expect(stepComplete[4](base)).toBe(false);
    expect(stepComplete[4]({ ...base, query: "왜 오셨나요?" })).toBe(true);
    expect(stepComplete[4]({ ...base, date: "2020-05-06", query: "왜 오셨나요?" })).toBe(false); // already past
  });

  it("step 3 needs photo, title and a detail of at most 500 characters", () => {
    const full = { ...EMPTY_DRAFT, img: "data:image/webp;base64,AAAA", title: "모임", detail: "소개" };
    expect(stepComplete[3](full)).toBe(true);
    expect(stepComplete[3]({ ...full, img: "" })).toBe(false);
    expect(stepComplete[3]({ ...full, title: "  " })).toBe(false);
    expect(stepComplete[3]({ ...full, detail: "가".repeat(501) })).toBe(false);
  });

  it("turns the stored data URL back into the same bytes", async () => {
    const file = dataUrlToFile("data:image/webp;base64,AQID", "a.webp")!;
    expect(file.type).toBe("image/webp");
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3]);
    expect(dataUrlToFile("not a data url", "a.webp")).toBeNull();
  });
});

describe("club filter", () => {
  beforeEach(() => useClubFilter.setState({ genres: [], sort: "latest" }));

  it("saves the filters the list's URL gives it (persisted), and only the filters", () => {
    const f = useClubFilter.getState();
    const genres = ["genre0000000001", "genre0000000007"];
    f.setFilters({ ...DEFAULT_CLUB_FILTER, genres, sort: "soonest" });
    expect(useClubFilter.getState().genres).toEqual(genres);
    expect(JSON.parse(localStorage.getItem("chaekdongne-club-filter")!)).toEqual({
      version: 0,
      state: { ...DEFAULT_CLUB_FILTER, genres, sort: "soonest" },
    });
    f.setFilters(DEFAULT_CLUB_FILTER);
    expect(useClubFilter.getState().genres).toEqual([]);
  });

  it("turns the comma-joined genres into an escaped OR filter", () => {
    const filter = pb.filter.bind(pb);
    expect(genreFilter("", filter)).toBe("");
    expect(genreFilter("genre0000000001,genre0000000007", filter)).toBe(
      "genre = 'genre0000000001' || genre = 'genre0000000007'",
    );
    expect(genreFilter("a' || 1=1", filter)).toBe("genre = 'a\\' || 1=1'");
  });
});
