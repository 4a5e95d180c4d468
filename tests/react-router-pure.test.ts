// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TRIMS, pureReactRouter } from "../scripts/lib/react-router-pure.mjs";

// The installed react-router production file that holds its components (vite.config.ts builds with it).
const dir = path.resolve("node_modules/react-router/dist/production");
const main = readdirSync(dir)
  .filter((f) => /^chunk-.*\.mjs$/.test(f))
  .map((f) => readFileSync(path.join(dir, f), "utf8"))
  .find((code) => code.includes("function createRouter("));

describe("react-router's components marked pure for tree-shaking (scripts/lib/react-router-pure.mjs)", () => {
  it("marks every top-level createContext/forwardRef pure and drops the DevTools names", () => {
    expect(main, "react-router's production chunk").toBeDefined();
    const out = pureReactRouter(main!)!.toString();
    expect(out).toContain("var Form = /* @__PURE__ */ React10.forwardRef(");
    expect(out).toContain("var DataRouterContext = /* @__PURE__ */ React.createContext(");
    expect(out).not.toMatch(/^[\w$]+\.displayName = /m);
    // Nothing else changes: the same statements, less the names and the trimmed branches.
    const strip = (code: string) =>
      code.replace(/^[\w$]+\.displayName = "[^"]*";$/gm, "").replaceAll("/* @__PURE__ */ ", "");
    const trimmed = TRIMS.reduce((code, [, from, to]) => code.replaceAll(from, to), main!);
    expect(strip(out)).toBe(strip(trimmed));
  });

  it("cuts the branches of features the app never turns on, each where the upgrade left it", () => {
    const out = pureReactRouter(main!)!.toString();
    for (const [what, from, , count] of TRIMS) expect(main!.split(from).length - 1, what).toBe(count);
    expect(out).not.toContain("RenderErrorBoundary.contextType");
    expect(out).not.toContain("|| parseHydrationData()");
    // A feature turned on by mistake fails loudly instead of being ignored.
    expect(out).toContain('if (init.instrumentations) { throw new Error("instrumentations: trimmed');
    expect(() => pureReactRouter(main!.replace("if (init.instrumentations) {", "if (init.x) {"))).toThrow(
      /"instrumentations" found 1 times, expected 2/,
    );
  });

  it("leaves code without those shapes alone", () => {
    expect(pureReactRouter("export const x = 1;\n")).toBeNull();
  });
});
