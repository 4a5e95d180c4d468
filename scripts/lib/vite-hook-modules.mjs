// The app imports a few pb_hooks/ files as `@hooks/<path>`, so that a rule the server and the app
// both run is written once (pb_hooks/reviews/spaces.js). Hook files are CommonJS scripts for
// PocketBase's JS VM (goja has no `export`); this plugin serves such a file to Vite and Vitest as an
// ES module with the same named exports. Only self-contained files: the app has no `require`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import MagicString from "magic-string";

export const HOOKS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../pb_hooks");
const EXPORTS = /^module\.exports = \{([\w\s,]+)\};?\s*$/m;

/** @returns {import("vite").Plugin} */
export function hookModules() {
  return {
    name: "chaekdongne-hook-modules",
    enforce: "pre",
    transform(code, id) {
      // `?raw` imports (tests read hook sources as text) are not modules.
      if (id.includes("?") || !id.startsWith(HOOKS_DIR + path.sep) || !id.endsWith(".js")) return null;
      const names = EXPORTS.exec(code)?.[1]
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean);
      if (!names?.length) this.error(`${id}: an imported hook file ends with module.exports = { names };`);
      const s = new MagicString(code);
      // A block: the file's own top-level names do not meet the exports (strict mode scopes them).
      s.prepend("const module = { exports: {} };\n{\n");
      s.append(`\n}\nexport const { ${names.join(", ")} } = module.exports;\n`);
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
  };
}
