import { PlaceholderPage } from "@/components/layouts/placeholder-page";

export function Component() {
  return <PlaceholderPage title="마이페이지" />;
}
