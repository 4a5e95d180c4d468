// @vitest-environment node
import { describe, expect, it } from "vitest";

// PocketBase 0.22 loads only the *.pb.js files directly in its hooks dir (jsvm filesContent reads
// one directory, no subfolders): a hook file in a folder would silently never run, and a module at
// the top would break the layout (docs/architecture.md "Server"): features in pb_hooks/<feature>/,
// shared code in pb_hooks/core/, benchmark-only routes outside pb_hooks (scripts/bench-hooks/).
const FILES = Object.keys(import.meta.glob("../pb_hooks/**/*", { query: "?raw", eager: false })).map((file) =>
  file.replace("../pb_hooks/", ""),
);

describe("pb_hooks layout", () => {
  it("finds the files (the scan itself works)", () => {
    expect(FILES).toContain("routes.pb.js");
    expect(FILES).toContain("core/routes.js");
  });

  it("has only hook files at the top and only modules one folder down", () => {
    const misplaced = FILES.filter((file) => {
      const parts = file.split("/");
      if (parts.length === 1) return !file.endsWith(".pb.js");
      return parts.length !== 2 || file.endsWith(".pb.js") || !file.endsWith(".js");
    });
    expect(misplaced).toEqual([]);
  });

  it("keeps benchmark-only routes out of the production hooks", () => {
    expect(FILES.filter((file) => /bench/.test(file))).toEqual([]);
  });
});
