export function startEarlyRequest(
  pbUrl: string,
  early: Record<string, unknown>,
  format:
    | {
        date: (value: string) => string;
        ended?: (club: { dateTime: string }) => boolean;
        preview?: (excerpt: string) => string;
      }
    | undefined,
): void;
