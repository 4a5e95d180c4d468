import { PlaceholderPage } from "@/components/layouts/placeholder-page";

export function Component() {
  return <PlaceholderPage title="클럽 모임" />;
}
