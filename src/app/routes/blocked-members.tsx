import { usePageTitle } from "@/hooks/use-page-title";
import { TopBar } from "@/components/ui/top-bar";
import { BlockedList } from "@/components/safety/blocked-list";

export function Component() {
  usePageTitle("차단 목록");
  return (
    <>
      <TopBar title="차단 목록" />
      <BlockedList />
    </>
  );
}
