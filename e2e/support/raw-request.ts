import { request } from "node:http";

export interface RawAnswer {
  status: number;
  body: string;
  ms: number;
}

/**
 * One HTTP request through node:http. A server that refuses a body by its size answers before
 * reading it and closes the connection: fetch then fails the whole request with EPIPE or
 * ECONNRESET while still sending (seen on a loaded machine), although the answer did come. Here
 * those write errors are ignored and the answer is read. `body`: the bytes, or a count of filler
 * bytes (a body too big to build is streamed). fetch also sends no body with GET; this does.
 */
export function rawRequest(
  url: string,
  {
    method = "POST",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body: Buffer | number },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const size = typeof body === "number" ? body : body.length;
    const req = request(url, { method, headers: { ...headers, "content-length": String(size) } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, ms: Date.now() - started }));
    });
    req.on("error", (e: NodeJS.ErrnoException) =>
      e.code === "EPIPE" || e.code === "ECONNRESET" ? undefined : reject(e),
    );
    if (typeof body !== "number") return void req.end(body);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let left = body;
    const pump = () => {
      while (left > 0) {
        const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= part.length;
        if (!req.write(part)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

/** A FormData as the bytes and content type a browser would send. */
export async function multipart(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Request("http://multipart.invalid/", { method: "POST", body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type")!,
  };
}
