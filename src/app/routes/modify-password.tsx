import { PlaceholderPage } from "@/components/layouts/placeholder-page";

export function Component() {
  return <PlaceholderPage title="비밀번호 변경" />;
}
