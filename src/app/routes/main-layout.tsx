import { Outlet } from "react-router";
import { TopTabBar } from "@/components/layouts/top-tab-bar";

/** /main/*: the top tab bar above the club and review lists. */
export function Component() {
  return (
    <>
      <TopTabBar />
      <Outlet />
    </>
  );
}
