// Builds only (vite.config.ts): lets the bundler drop the parts of react-router the app never uses.
// react-router's production files create their contexts and components with top-level calls
// (`var Form = React.forwardRef(...)`) and name them for React DevTools (`Form.displayName =
// "Form"`). The bundler must assume both have side effects, so every component stayed in the
// entry file whether the app used it or not (Form, fetchers, framework-mode prefetching:
// ~1.3 KB gzip; issue 33). Here the calls are marked pure and the DevTools names removed, which
// is all the bundler needs to tree-shake them; what the app uses is unchanged.
//
// TRIMS cut the router's branches for features this app never turns on, so the bundler drops the
// code behind them from every first screen (issue 33: −2.7 KB gzip). A feature that could still be
// turned on by mistake throws instead of being ignored silently (e2e runs the built app).
import MagicString from "magic-string";

const trimmed = (feature) =>
  `throw new Error("${feature}: trimmed from builds (scripts/lib/react-router-pure.mjs)");`;

/** [what, exact text in react-router's main production file, replacement, occurrences] */
export const TRIMS = [
  // createBrowserRouter's `unstable_instrumentations` (route and router wrappers): never passed.
  [
    "instrumentations",
    "if (init.instrumentations) {",
    `if (init.instrumentations) { ${trimmed("instrumentations")}`,
    2,
  ],
  // Route middleware (`middleware` on a route, `runClientMiddleware` in a custom dataStrategy): none.
  [
    "middleware",
    "  return runClientMiddlewarePipeline(args, () => defaultDataStrategy(args));",
    `  ${trimmed("route middleware")}`,
    1,
  ],
  [
    "runClientMiddleware",
    "    return runClientMiddlewarePipeline(typedDataStrategyArgs, () => {",
    `    ${trimmed("runClientMiddleware")} return (() => {`,
    1,
  ],
  // View transitions (`viewTransition` on a link or navigate): the app asks for none, so the
  // provider's startViewTransition paths and the start-up's sessionStorage read of past ones go.
  [
    "view transitions",
    "pendingViewTransitionEnabled = (opts && opts.enableViewTransition) === true;",
    `if (opts && opts.enableViewTransition) ${trimmed("viewTransition")}`,
    1,
  ],
  [
    "view transition rendering",
    'let isViewTransitionAvailable = router.window != null && router.window.document != null && typeof router.window.document.startViewTransition === "function";',
    "let isViewTransitionAvailable = false;",
    1,
  ],
  [
    "applied view transitions",
    "    if (isBrowser3) {\n      restoreAppliedTransitions(",
    "    if (false) {\n      restoreAppliedTransitions(",
    1,
  ],
  // react-router's own "Unexpected Application Error!" screen, for an error no route catches: the
  // app's root route has its own (src/app/router.tsx), so an error always reaches one of the app's.
  [
    "default error screen",
    "errorElement = match.route.errorElement || defaultErrorElement;",
    "errorElement = match.route.errorElement;",
    1,
  ],
  // Server-rendered hydration data (window.__staticRouterHydrationData): the prerendered pages are
  // rendered without it (src/app/prerender.tsx, hydrate={false}) and no router is hydrated.
  [
    "hydration data",
    "hydrationData: opts?.hydrationData || parseHydrationData(),",
    "hydrationData: opts?.hydrationData,",
    2,
  ],
  // React Server Components' error digests and redirects in the route error boundary: RSC routers
  // (RSCHydratedRouter) are not used, so the boundary's context is always false.
  ["RSC error digests", "if (this.context && typeof error", "if (false && typeof error", 1],
  ["RSC error handler", "    if (this.context) {\n", "    if (false) {\n", 1],
  ["RSC boundary context", "RenderErrorBoundary.contextType = RSCRouterContext;\n", "", 1],
];

const FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;
const CALL = /^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef)\()/gm;

/**
 * `code` of a react-router production file with its top-level component calls pure and, in the
 * main file (the one with createRouter), TRIMS applied; null if untouched. Throws when the main
 * file lacks a trim's text (an upgrade changed it: check the trim still means the same).
 */
export function pureReactRouter(code) {
  const s = new MagicString(code);
  let changes = 0;
  if (code.includes("function createRouter(")) {
    for (const [what, from, to, count] of TRIMS) {
      const at = [];
      for (let i = code.indexOf(from); i >= 0; i = code.indexOf(from, i + from.length)) at.push(i);
      if (at.length !== count)
        throw new Error(
          `react-router-pure: "${what}" found ${at.length} times, expected ${count}: check TRIMS after an upgrade`,
        );
      for (const i of at) s.overwrite(i, i + from.length, to);
      changes += count;
    }
  }
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
