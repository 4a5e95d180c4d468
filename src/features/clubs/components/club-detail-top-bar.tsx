import { ShareButton } from "@/components/ui/share-button";
import { TopBar } from "@/components/ui/top-bar";
import { paths } from "@/config/paths";
import type { Club } from "../api/types";

/**
 * The club detail's top bar: back and 공유하기. The route and the early paint's markup
 * (./club-early.tsx) both render this one, so the painted screen has the controls the app has.
 */
export function ClubDetailTopBar({ club }: { club: Club }) {
  return <TopBar right={<ShareButton path={paths.clubDetail(club.id)} title={club.title} />} />;
}
