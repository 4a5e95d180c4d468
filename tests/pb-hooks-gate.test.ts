// @vitest-environment node
import { describe, expect, it } from "vitest";

// PocketBase 0.22 loads pb_hooks/*.pb.js in no fixed order (a Go map), so a request hook cannot
// count on another file's hook having checked the route first. The rule (pb_hooks/core/routes.js):
// every request hook starts with the route gate, so a spelling or route that is not the app's is
// refused before any hook counts, writes or answers anything.

const SOURCES = import.meta.glob<string>("../pb_hooks/*.pb.js", {
  query: "?raw",
  import: "default",
  eager: true,
});
const GATE = "require(`${__hooks}/core/routes.js`).gate(e.httpContext);";
// Hooks PocketBase runs inside an HTTP request (they all carry e.httpContext).
const REQUEST_HOOK =
  /^(on(?:Record|Records|File|Admin|Admins|Realtime|Collection|Collections|Settings)\w*Request)\(/;

function fileLines(file: string): string[] {
  return SOURCES[file].split("\n");
}

function requestHooks(file: string) {
  const lines = fileLines(file);
  const found: { name: string; line: number; firstStatement: string }[] = [];
  lines.forEach((text, i) => {
    const match = REQUEST_HOOK.exec(text);
    if (match) found.push({ name: match[1], line: i + 1, firstStatement: (lines[i + 1] ?? "").trim() });
  });
  return found;
}

describe("pb_hooks request hooks", () => {
  const files = Object.keys(SOURCES);

  it("finds the request hooks (the scan itself works)", () => {
    const all = files.flatMap(requestHooks);
    expect(all.map((h) => h.name)).toContain("onRecordsListRequest");
    expect(all.length).toBeGreaterThan(10);
  });

  it("start with the route gate, in every file", () => {
    const missing = files.flatMap((file) =>
      requestHooks(file)
        .filter((h) => h.firstStatement !== GATE)
        .map((h) => `${file}:${h.line} ${h.name}`),
    );
    expect(missing).toEqual([]);
  });

  it("are registered in the one-line form the scan reads", () => {
    // A hook written another way (a named function, a handler on the same line) would hide from
    // the check above: refuse the other forms.
    const other = files.flatMap((file): string[] =>
      fileLines(file)
        .map((text, i) => ({ text, line: i + 1 }))
        .filter(
          ({ text }) => /\bon\w+Request\(/.test(text) && !/^on\w+Request\(\(e\) => \{$/.test(text.trim()),
        )
        .map(({ line, text }) => `${file}:${line} ${text.trim()}`),
    );
    expect(other).toEqual([]);
  });

  it("leave routes to the table: only routes.pb.js registers them", () => {
    // A routerAdd elsewhere would answer outside pb_hooks/core/routes.js's table (and its gate).
    const elsewhere = files.filter(
      (file) => !file.endsWith("/routes.pb.js") && /\brouter(Add|Use|Pre)\(/.test(SOURCES[file]),
    );
    expect(elsewhere).toEqual([]);
  });
});
