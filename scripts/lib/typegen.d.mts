export const TYPES_FILE: string;
export function readCollections(
  migrationsDir?: string,
): { name: string; type: string; system: boolean; schema: unknown[] }[];
export function renderTypes(collections: ReturnType<typeof readCollections>): string;
