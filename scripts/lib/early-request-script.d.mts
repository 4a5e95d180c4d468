export function startEarlyRequest(pbUrl: string, early: Record<string, unknown>, formatDateTime: (value: string) => string): void;
