export function startEarlyRequest(
  pbUrl: string,
  early: Record<string, unknown>,
  format: { date: (value: string) => string; preview?: (excerpt: string) => string } | undefined,
): void;
