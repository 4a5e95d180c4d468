// A typed search value as the server accepts it in a filter (pb_hooks/core/query-shapes.js, {text}):
// no quotes, backslashes, % or control characters, at most 100 characters. Such characters
// never help a title search, and without them the filter reads the same to every parser.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE = /['"\\%\u0000-\u001f\u007f\ufffd]/g;

export function searchTerm(input: string): string {
  return Array.from(input.replace(UNSAFE, " ").replace(/\s+/g, " ").trim()).slice(0, 100).join("").trim();
}
