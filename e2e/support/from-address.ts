import { request } from "node:http";

/**
 * A JSON POST from another loopback source address (127.0.0.0/8 is all local on Linux), so a test
 * can be a second client the way the server sees clients: by TCP peer, not by a header.
 */
export function postFrom(source: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      url,
      { method: "POST", localAddress: source, headers: { "content-type": "application/json", ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

/** A loopback address no other test uses (127.0.0.1 is the browsers'). */
export const spareLoopback = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${2 + Math.floor(Math.random() * 250)}`;
