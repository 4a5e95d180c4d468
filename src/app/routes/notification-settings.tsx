import { usePageTitle } from "@/hooks/use-page-title";
import { TopBar } from "@/components/ui/top-bar";
import { PushSettings } from "@/features/push/components/push-settings";

/** /notificationSettings (from 마이페이지): push notifications on this device, and which kinds. */
export function Component() {
  usePageTitle("알림 설정");
  return (
    <>
      <TopBar title="알림 설정" />
      <PushSettings />
    </>
  );
}
