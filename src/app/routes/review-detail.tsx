import { Outlet } from "react-router";
import { PlaceholderPage } from "@/components/layouts/placeholder-page";

export function Component() {
  return (
    <>
      <PlaceholderPage title="리뷰 상세" />
      <Outlet />
    </>
  );
}
