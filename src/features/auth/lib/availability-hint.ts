import type { AvailabilityStatus } from "@/lib/availability";

/** Input props (error / success / hint line) for a field with a duplicate check. */
export function availabilityHint(status: AvailabilityStatus, messages: { taken: string; available: string }) {
  if (status === "taken") return { error: messages.taken };
  if (status === "available") return { success: messages.available };
  if (status === "checking") return { hint: "확인하고 있어요…" };
  if (status === "unknown") return { hint: "중복 확인을 하지 못했어요. 잠시 후 다시 입력해주세요." };
  return {};
}
