export function p75ByRoute(
  rows: { route: string; name: string; value: number }[],
): Record<string, string | number>[];
