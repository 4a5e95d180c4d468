/**
 * Resolves in a new task, so the work after it does not join the current one: a long start-up
 * split this way keeps each piece short (input can run between them, and TBT counts less).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
