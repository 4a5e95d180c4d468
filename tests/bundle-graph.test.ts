import { describe, expect, it } from "vitest";
import {
  chunkForModule,
  entryChunk,
  firstLoad,
  namedScripts,
  staticClosure,
  type Chunk,
} from "../scripts/lib/bundle-graph.mjs";
import { bundleFor } from "../scripts/lib/chunk-groups.mjs";

const chunk = (fileName: string, over: Partial<Chunk> = {}): Chunk => ({
  fileName,
  isEntry: false,
  facade: null,
  imports: [],
  dynamicImports: [],
  modules: [],
  gzip: 10,
  ...over,
});

// entry -> vendor (static), entry ~> club-list (lazy) -> card (static), ~> create-review (lazy) -> editor
const graph: Chunk[] = [
  chunk("index.js", {
    isEntry: true,
    imports: ["vendor.js"],
    dynamicImports: ["club-list.js", "create-review.js"],
    gzip: 100,
  }),
  chunk("vendor.js", { gzip: 50, modules: ["/app/node_modules/react/index.js"] }),
  chunk("club-list.js", {
    facade: "/app/src/app/routes/club-list.tsx",
    imports: ["card.js", "vendor.js"],
    gzip: 7,
  }),
  chunk("card.js", { gzip: 3 }),
  chunk("create-review.js", {
    facade: "/app/src/app/routes/create-review.tsx",
    dynamicImports: ["editor.js"],
  }),
  chunk("editor.js", {
    modules: ["/app/node_modules/quill/core.js", "/app/node_modules/react-quill-new/lib/index.js"],
    gzip: 90,
  }),
];
const EDITOR = [/\/node_modules\/(quill|react-quill-new)\//];

describe("bundle graph", () => {
  it("follows static imports only", () => {
    expect([...staticClosure(graph, "index.js")].sort()).toEqual(["index.js", "vendor.js"]);
  });

  it("sums the gzip size of the entry and a lazy route with its static imports, counting shared chunks once", () => {
    const r = firstLoad(graph, ["src/app/routes/club-list.tsx"], EDITOR);
    expect(r.files).toEqual(["card.js", "club-list.js", "index.js", "vendor.js"]);
    expect(r.gzip).toBe(160);
    expect(r.forbidden).toEqual([]);
  });

  it("does not count the editor when it is only dynamically imported", () => {
    expect(firstLoad(graph, [], EDITOR).forbidden).toEqual([]);
    expect(firstLoad(graph, ["src/app/routes/create-review.tsx"], EDITOR).forbidden).toEqual([]);
  });

  it("reports editor modules that became static imports of the first load", () => {
    const eager = graph.map((c) => (c.fileName === "vendor.js" ? { ...c, imports: ["editor.js"] } : c));
    const r = firstLoad(eager, [], EDITOR);
    expect(r.forbidden.map((f) => f.module)).toEqual([
      "/app/node_modules/quill/core.js",
      "/app/node_modules/react-quill-new/lib/index.js",
    ]);
    expect(r.gzip).toBe(240);
  });

  it("reports Web Push code that a first screen would load (check-bundle's PUSH_MODULES)", async () => {
    const { PUSH_MODULES } = await import("../scripts/check-bundle.mjs");
    const push = chunk("push.js", { modules: ["/app/src/features/push/lib/device.ts"] });
    const lazy = [
      ...graph.map((c) => (c.isEntry ? { ...c, dynamicImports: [...c.dynamicImports, "push.js"] } : c)),
      push,
    ];
    expect(firstLoad(lazy, [], PUSH_MODULES).forbidden).toEqual([]);
    const eager = lazy.map((c) => (c.fileName === "card.js" ? { ...c, imports: ["push.js"] } : c));
    expect(
      firstLoad(eager, ["src/app/routes/club-list.tsx"], PUSH_MODULES).forbidden.map((f) => f.module),
    ).toEqual(["/app/src/features/push/lib/device.ts"]);
  });

  it("starts from the chunk holding src/main.tsx when Vite dropped the import-only entry", () => {
    // chunk-groups.mjs puts the entry's modules with React into one file ("index").
    const merged = graph
      .filter((c) => !c.isEntry)
      .map((c) =>
        c.fileName === "vendor.js"
          ? {
              ...c,
              fileName: "index-merged.js",
              modules: [...c.modules, "/app/src/main.tsx"],
              dynamicImports: ["club-list.js"],
              gzip: 150,
            }
          : { ...c, imports: c.imports.map((f) => (f === "vendor.js" ? "index-merged.js" : f)) },
      );
    expect(entryChunk(merged)?.fileName).toBe("index-merged.js");
    const r = firstLoad(merged, ["src/app/routes/club-list.tsx"]);
    expect(r.files).toEqual(["card.js", "club-list.js", "index-merged.js"]);
    expect(r.gzip).toBe(160);
  });

  it("fails loudly when a route is no longer a lazy chunk", () => {
    expect(() => firstLoad(graph, ["src/app/routes/missing.tsx"])).toThrow(/no chunk/);
  });
});

describe("first-screen chunking", () => {
  it("finds a route merged into a group chunk by its modules", () => {
    const merged = [
      ...graph,
      chunk("lists.js", { modules: ["/app/src/app/routes/review-list.tsx", "/app/src/x.ts"] }),
    ];
    expect(chunkForModule(merged, "src/app/routes/review-list.tsx")?.fileName).toBe("lists.js");
    expect(chunkForModule(merged, "src/app/routes/club-list.tsx")?.fileName).toBe("club-list.js");
  });

  it("keeps entry modules in the entry and names shared first-screen code once", () => {
    expect(bundleFor(new Set(["entry", "club-list"]))).toBeNull();
    expect(bundleFor(new Set(["club-list", "review-list", "my-page"]))).toBe("lists");
    expect(bundleFor(new Set(["main-layout", "club-list"]))).toBe("lists"); // the layout is both tabs'
    expect(bundleFor(new Set(["club-list", "my-page"]))).toBe("club-list");
    expect(bundleFor(new Set(["club-detail", "application-club"]))).toBe("club-detail");
    expect(bundleFor(new Set(["club-detail", "review-detail"]))).toBe("details");
    expect(bundleFor(new Set(["club-list", "club-detail"]))).toBe("screens"); // the two club screens share no file of their own (one request less)
    expect(bundleFor(new Set(["review-list", "review-detail", "edit-review"]))).toBe("reviews");
    expect(bundleFor(new Set(["club-list", "review-detail"]))).toBe("screens");
    expect(bundleFor(new Set(["create-review", "edit-review"]))).toBeNull();
  });

  it("counts every script an HTML page names, including a guarded route's early files", () => {
    const html =
      '<script>(fn)("x",{"match":"^/club/","files":["/assets/club-detail-1.css","/assets/club-detail-1.js","/assets/screens-2.js"]})</script>' +
      '<script>(fn)("x",{"match":"^/bookReview/","files":["/assets/review-detail-3.js"]})</script>' +
      '<link rel="modulepreload" crossorigin href="/assets/framework-9.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/index-0.js"><script type="module">import("/assets/index-0.js")</script>';
    expect([...namedScripts(html)].sort()).toEqual(["assets/framework-9.js", "assets/index-0.js"]);
    expect([...namedScripts(html, "club-detail")].sort()).toEqual([
      "assets/club-detail-1.js",
      "assets/framework-9.js",
      "assets/index-0.js",
      "assets/screens-2.js",
    ]);
  });

  it("counts the app files the painter starts (the last argument of its start call)", () => {
    const html =
      '<script>var __earlyPaint=(0);\n__earlyPaint.start([{"match":"^/club/","files":["/assets/club-detail-1.js"]}],' +
      '["/assets/index-0.js","/assets/rolldown-runtime-4.js","/assets/club-list-5.js"])</script>' +
      '<script type="module">__earlyPaint.whenAppStarts().then(function(){import("/assets/index-0.js")})</script>';
    expect([...namedScripts(html)].sort()).toEqual([
      "assets/club-list-5.js",
      "assets/index-0.js",
      "assets/rolldown-runtime-4.js",
    ]);
  });
});
