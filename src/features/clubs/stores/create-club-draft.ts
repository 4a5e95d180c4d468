import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { randomId } from "@/lib/random-id";
import { isOverLimit } from "@/lib/text-limit";
import { safeLocalStorage } from "@/lib/safe-storage";

export interface ClubDraft {
  isOffline: boolean;
  location: string;
  genre: string;
  /** The compressed photo as a data URL, so it survives a reload. */
  img: string;
  imgName: string;
  title: string;
  detail: string;
  date: string;
  time: string;
  limitPerson: number;
  query: string;
  /** The id the club will be created with (the create route's idempotency key), made on first submit. */
  submissionId: string;
}

export const EMPTY_DRAFT: ClubDraft = {
  isOffline: false,
  location: "",
  genre: "",
  img: "",
  imgName: "",
  title: "",
  detail: "",
  date: "",
  time: "",
  limitPerson: 3,
  query: "",
  submissionId: "",
};

interface DraftState extends ClubDraft {
  update: (patch: Partial<ClubDraft>) => void;
  setOffline: (isOffline: boolean) => void;
  clear: () => void;
  /** The draft's submission id; read with getState() so two taps in one frame agree. */
  takeSubmissionId: () => string;
}

/** The club-creation draft: kept across steps, reloads and failed creates; cleared after success. */
export const useClubDraft = create<DraftState>()(
  persist(
    (set, get) => ({
      ...EMPTY_DRAFT,
      takeSubmissionId: () => {
        const id = get().submissionId || randomId();
        if (id !== get().submissionId) set({ submissionId: id });
        return id;
      },
      update: (patch) => set(patch),
      // Spec 4: switching online/offline clears the location.
      setOffline: (isOffline) => set((s) => (s.isOffline === isOffline ? s : { isOffline, location: "" })),
      clear: () => set(EMPTY_DRAFT),
    }),
    { name: "chaekdongne-club-draft", version: 0, storage: createJSONStorage(() => safeLocalStorage) },
  ),
);

/** Date and time combined to an ISO string, or "" until both are chosen (spec 5). */
export function draftDateTime({ date, time }: Pick<ClubDraft, "date" | "time">): string {
  if (!date || !time) return "";
  const when = new Date(`${date}T${time}`);
  return Number.isNaN(when.getTime()) ? "" : when.toISOString();
}

export const isFutureDateTime = (d: Pick<ClubDraft, "date" | "time">, now = Date.now()) => {
  const iso = draftDateTime(d);
  return iso !== "" && new Date(iso).getTime() > now;
};

/** The most characters of each text field (the socialing schema's; spec 5: detail max 500). */
export const CLUB_TEXT_MAX = { location: 100, title: 60, detail: 500, query: 200 } as const;

const fits = (d: ClubDraft, field: keyof typeof CLUB_TEXT_MAX) =>
  !isOverLimit(d[field], CLUB_TEXT_MAX[field]);

export const stepComplete = {
  1: (d: ClubDraft) => !d.isOffline || (d.location.trim() !== "" && fits(d, "location")),
  2: (d: ClubDraft) => d.genre !== "",
  3: (d: ClubDraft) =>
    d.img !== "" && d.title.trim() !== "" && d.detail.trim() !== "" && fits(d, "title") && fits(d, "detail"),
  4: (d: ClubDraft) => isFutureDateTime(d) && d.query.trim() !== "" && fits(d, "query"),
};
