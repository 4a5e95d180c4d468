import shapesSource from "../../pb_hooks/core/query-shapes.js?raw";
import typesSource from "@/types/pocketbase-types.ts?raw";

// The server's own allowlist (pb_hooks/core/query-shapes.js) run in the test, fed what PocketBase
// would hand it for a request: the query as Go's url.Values.Encode() writes it, the body as
// $apis.requestInfo(c).data, the caller's id. `refusal(request, me)` is null when the server
// would accept the request, else why not.

class BadRequestError extends Error {
  constructor(
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}
class ValidationError {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}

interface QueryContext {
  queryParams: () => { encode: () => string };
}
interface Field {
  type: string;
  options: { maxSelect: number | null };
}
interface Collection {
  name: string;
  schema: { getFieldByName: (name: string) => Field | null };
}
interface Shapes {
  checkList: (c: QueryContext, collection: string, me: string) => void;
  checkView: (c: QueryContext, collection: string, me: string) => void;
  checkWrite: (c: QueryContext, collection: Collection, action: string, data: object, me: string) => void;
  subscriptionAllowed: (subscription: string, me: string) => boolean;
}

// A CommonJS file using PocketBase's globals: given exactly those.
const shapes = (() => {
  const module = { exports: {} as Shapes };
  new Function("module", "BadRequestError", "ValidationError", shapesSource)(
    module,
    BadRequestError,
    ValidationError,
  );
  return module.exports;
})();

/** Go's url.QueryEscape: everything but letters, digits and -_.~ escaped, space as "+". */
const goQueryEscape = (text: string) =>
  encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");

/** Go's url.Values.Encode() of the query PocketBase parsed: keys sorted, values in order. */
export function goEncode(params: URLSearchParams): string {
  const keys = [...new Set(params.keys())].sort();
  return keys
    .flatMap((key) => params.getAll(key).map((value) => `${goQueryEscape(key)}=${goQueryEscape(value)}`))
    .join("&");
}

const contextOf = (url: URL): QueryContext => ({
  queryParams: () => ({ encode: () => goEncode(url.searchParams) }),
});

/**
 * Each collection's fields from the generated types (src/types/pocketbase-types.ts, made from the
 * migrations): a field typed as a list holds several values, `unknown` is a json field.
 */
const collections = (() => {
  const names = new Map<string, string>();
  for (const m of typesSource.matchAll(/^\s+(\w+) = "(\w+)",$/gm)) names.set(m[1], m[2]);
  const out = new Map<string, Collection>();
  for (const m of typesSource.matchAll(/^export type (\w+)Record = \{\n([\s\S]*?)\n\};/gm)) {
    const name = names.get(m[1]);
    if (!name) continue;
    const fields = new Map<string, Field>();
    for (const f of m[2].matchAll(/^\s+(\w+)\??: (.+);$/gm)) {
      const multi = f[2].endsWith("[]");
      fields.set(f[1], {
        type: multi ? "relation" : f[2] === "unknown" ? "json" : "text",
        options: { maxSelect: multi ? null : 1 },
      });
    }
    out.set(name, { name, schema: { getFieldByName: (field) => fields.get(field) ?? null } });
  }
  return out;
})();

export interface SentRequest {
  method: string;
  url: URL;
  /** JSON body, or the text values of a multipart body (files are not part of PocketBase's data). */
  data: Record<string, unknown> | null;
}

/** What $apis.requestInfo(c).data holds for a multipart request: form values and the URL query. */
export function multipartData(form: FormData, url: URL): Record<string, unknown> {
  const values = new Map<string, unknown[]>();
  const add = (key: string, value: unknown) => values.set(key, [...(values.get(key) ?? []), value]);
  for (const [key, value] of url.searchParams) add(key, value);
  for (const [key, value] of form) if (typeof value === "string") add(key, value);
  const data: Record<string, unknown> = {};
  for (const payload of values.get("@jsonPayload") ?? []) Object.assign(data, JSON.parse(String(payload)));
  for (const [key, list] of values)
    if (key !== "@jsonPayload") data[key] = list.length === 1 ? list[0] : list;
  return data;
}

const AUTH_ROUTES = /^\/api\/collections\/users\/(auth-with-password|auth-refresh)$/;
// PocketBase's own account routes the app calls: no hook reads their query; they take none.
const ACCOUNT_ROUTES =
  /^\/api\/collections\/users\/(request-password-reset|confirm-password-reset|confirm-verification)$/;
const RECORDS = /^\/api\/collections\/(\w+)\/records(?:\/([^/]+))?$/;

const refused = (check: () => void) => {
  try {
    check();
    return null;
  } catch (error) {
    const data = (error as BadRequestError).data;
    return `${(error as Error).message}${data ? ` ${JSON.stringify(data)}` : ""}`;
  }
};

/** null when the server's checks let `request` through for caller `me` ("" for a visitor). */
export function refusal({ method, url, data }: SentRequest, me: string): string | null {
  const c = contextOf(url);
  const path = url.pathname;
  if (method === "POST" && path === "/api/realtime") {
    const subscriptions = (data?.subscriptions ?? []) as string[];
    const bad = subscriptions.filter((s) => !shapes.subscriptionAllowed(s, me));
    return bad.length ? `realtime topics refused: ${bad.join(", ")}` : null;
  }
  if (AUTH_ROUTES.test(path)) {
    // privacy.pb.js refuseQuery
    const asked = ["filter", "sort", "expand", "fields"].filter((k) => url.searchParams.get(k));
    return asked.length ? `auth routes take no ${asked.join(", ")}` : null;
  }
  if (ACCOUNT_ROUTES.test(path)) return url.search ? "unexpected query" : null;
  const records = RECORDS.exec(path);
  if (!records) return `not a records or realtime request (custom routes check themselves): ${path}`;
  const [, name, id] = records;
  if (method === "GET") return refused(() => (id ? shapes.checkView : shapes.checkList)(c, name, me));
  if (method === "DELETE" && id) return null; // no shape: the collection's delete rule decides
  const collection = collections.get(name);
  if (!collection) return `unknown collection ${name}`;
  if (method === "POST" && !id)
    return refused(() => shapes.checkWrite(c, collection, "create", data ?? {}, me));
  if (method === "PATCH" && id)
    return refused(() => shapes.checkWrite(c, collection, "update", data ?? {}, me));
  return `unexpected ${method} ${path}`;
}
