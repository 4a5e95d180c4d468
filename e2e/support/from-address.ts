import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

/**
 * A request from another loopback source address (127.0.0.0/8 is all local on Linux), so a test
 * can be a second client the way the server sees clients: by TCP peer, not by a header. HTTPS
 * (the production stack's Caddy) trusts the CA in NODE_EXTRA_CA_CERTS.
 */
export function sendFrom(
  source: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const send = url.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const req = send(
        url,
        {
          method,
          localAddress: source,
          headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
        },
      );
      req.on("error", reject);
      req.end(body === undefined ? undefined : JSON.stringify(body));
    },
  );
}

/** A JSON POST from another loopback source address (see sendFrom). */
export function postFrom(source: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  return sendFrom(source, "POST", url, body, headers);
}

/** A loopback address no other test uses (127.0.0.1 is the browsers'). */
export const spareLoopback = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${2 + Math.floor(Math.random() * 250)}`;
