// Builds only (vite.config.ts): lets the bundler drop the parts of react-router the app never uses.
// react-router's production files create their contexts and components with top-level calls
// (`var Form = React.forwardRef(...)`) and name them for React DevTools (`Form.displayName =
// "Form"`). The bundler must assume both have side effects, so every component stayed in the
// framework file whether the app used it or not (Form, fetchers, framework-mode prefetching:
// ~1.3 KB gzip; issue 33). Here the calls are marked pure and the DevTools names removed, which
// is all the bundler needs to tree-shake them; what the app uses is unchanged.
import MagicString from "magic-string";

const FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;
const CALL = /^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef)\()/gm;

/** `code` of a react-router production file with its top-level component calls pure; null if untouched. */
export function pureReactRouter(code) {
  const s = new MagicString(code);
  let changes = 0;
  for (const m of code.matchAll(DISPLAY_NAME)) {
    s.remove(m.index, m.index + m[0].length);
    changes++;
  }
  for (const m of code.matchAll(CALL)) {
    s.appendLeft(m.index + m[1].length, "/* @__PURE__ */ ");
    changes++;
  }
  return changes ? s : null;
}

/** The Vite plugin; the build fails if react-router's main file no longer has these shapes (an upgrade). */
export function reactRouterPure() {
  let patched = 0;
  return {
    name: "chaekdongne-react-router-pure",
    apply: "build",
    transform(code, id) {
      if (!FILE.test(id)) return null;
      const s = pureReactRouter(code);
      if (!s) return null;
      patched++;
      return { code: s.toString(), map: s.generateMap({ hires: true, source: id }) };
    },
    buildEnd(error) {
      if (!error && patched === 0)
        this.error(
          "react-router-pure: no react-router production file matched (scripts/lib/react-router-pure.mjs): " +
            "check the shapes after a react-router upgrade",
        );
    },
  };
}
