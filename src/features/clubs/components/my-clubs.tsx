import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { errorMessage } from "@/lib/errors";
import { useMyClubs } from "../api/get-my-clubs";
import { useMyWaitlist } from "../api/waitlist";
import { MyClubSection } from "./my-club-section";
import styles from "./clubs.module.css";

/** /myClubList body: title search (500 ms debounce) and the sections by my role (and my lines). */
export function MyClubs({ userId }: { userId: string }) {
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim(), 500);
  const clubs = useMyClubs(userId, debounced);
  const list = clubs.data ?? [];
  const waiting = useMyWaitlist(userId);
  const places = new Map((waiting.data?.items ?? []).map((w) => [w.club.id, w.position]));
  const q = debounced.toLowerCase();
  const waitingClubs = (waiting.data?.items ?? [])
    .map((w) => w.club)
    .filter((c) => !q || c.title.toLowerCase().includes(q));
  return (
    <>
      <div style={{ padding: "16px 16px 0" }}>
        <Input
          label="내 모임 검색"
          hideLabel
          type="search"
          placeholder="모임 이름으로 검색"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {clubs.isPending ? (
        <div className={styles.center}>
          <Spinner label="내 모임을 불러오는 중" />
        </div>
      ) : null}
      {clubs.isError ? (
        <EmptyState title="내 모임을 불러오지 못했어요">{errorMessage(clubs.error)}</EmptyState>
      ) : null}
      {clubs.isSuccess ? (
        <>
          <MyClubSection
            title="참여 중인 모임"
            empty="참여가 확정된 모임이 없어요."
            clubs={list.filter((c) => c.createUser !== userId && c.confirmUser.includes(userId))}
          />
          <MyClubSection
            title="내가 만든 모임"
            empty="아직 만든 모임이 없어요."
            clubs={list.filter((c) => c.createUser === userId)}
          />
          <MyClubSection
            title="승인 대기 중인 모임"
            empty="승인을 기다리는 신청이 없어요."
            clubs={list.filter((c) => c.applicant.includes(userId))}
          />
          <MyClubSection
            title="대기 중인 모임"
            empty="자리를 기다리는 모임이 없어요."
            clubs={waitingClubs}
            note={(c) => `대기 ${places.get(c.id) ?? 0}번째`}
          />
        </>
      ) : null}
    </>
  );
}
