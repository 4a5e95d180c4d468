import { PlaceholderPage } from "@/components/layouts/placeholder-page";

export function Component() {
  return <PlaceholderPage title="프로필 수정" />;
}
