import { PlaceholderPage } from "@/components/layouts/placeholder-page";

export function Component() {
  return <PlaceholderPage title="내 정보 수정" />;
}
