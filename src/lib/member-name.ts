/** Shown for a member who left the service: their record keeps only an empty nickname (docs/accounts.md). */
export const LEFT_MEMBER_NAME = "탈퇴한 회원";

/** A member's display name: the nickname, or 탈퇴한 회원 once they left (or when unknown). */
export function memberName(user?: { nickname?: string } | null): string {
  return user?.nickname || LEFT_MEMBER_NAME;
}
