export function percentile(values: number[], p: number): number;
export function median(values: number[]): number;
export function printTable(rows: Record<string, unknown>[]): void;
export function rssMb(pid: number): number;
