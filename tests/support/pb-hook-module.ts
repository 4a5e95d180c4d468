// Runs a pb_hooks module (CommonJS for PocketBase's JS VM) in Vitest with stand-ins for the
// globals it uses: $app.store() (a Map), $os.getenv, PocketBase's error classes and `require` of
// other hook modules (by path under pb_hooks, from `${__hooks}/<folder>/<name>`).
const SOURCES = import.meta.glob<string>("../../pb_hooks/**/*.js", {
  query: "?raw",
  import: "default",
  eager: true,
});

export class HookError extends Error {
  constructor(
    public status: number,
    message: string,
    public data: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface HookEnv {
  env?: Record<string, string>;
  store?: Map<string, unknown>;
  /** More of $app (e.g. `dao`), next to store() and logsDao(). */
  app?: Record<string, unknown>;
}

export function loadHookModule<T>(file: string, options: HookEnv = {}): T {
  const data = options.store ?? new Map<string, unknown>();
  const store = {
    get: (k: string) => data.get(k),
    set: (k: string, v: unknown) => void data.set(k, structuredClone(v)),
    remove: (k: string) => void data.delete(k),
    getAll: () => Object.fromEntries(data),
  };
  const loaded = new Map<string, unknown>();
  const globals = {
    // The logs database's transaction is the limits' lock (core/abuse-limits.js): one VM here.
    $app: {
      store: () => store,
      logsDao: () => ({ runInTransaction: (fn: () => void) => fn() }),
      ...options.app,
    },
    $os: { getenv: (n: string) => options.env?.[n] ?? "" },
    __hooks: "hooks",
    BadRequestError: class extends HookError {
      constructor(message: string, data?: Record<string, unknown>) {
        super(400, message, data);
      }
    },
    ApiError: class extends HookError {},
    ValidationError: class {
      constructor(
        public code: string,
        public message: string,
      ) {}
    },
  };
  const load = (name: string): unknown => {
    if (!loaded.has(name)) {
      const source = SOURCES[`../../pb_hooks/${name}`];
      if (source === undefined) throw new Error(`no pb_hooks/${name}`);
      const module = { exports: {} as unknown };
      loaded.set(name, module.exports);
      const require = (path: string) => load(path.replace(/^hooks\//, ""));
      new Function(...Object.keys(globals), "module", "require", source)(
        ...Object.values(globals),
        module,
        require,
      );
      loaded.set(name, module.exports);
    }
    return loaded.get(name);
  };
  return load(file) as T;
}
