import { pb } from "@/lib/pocketbase";

// The SDK sends "Content-Type: application/json" on every request, which turns each cross-origin
// GET into a CORS preflight (one extra round trip before every list or detail). A GET has no
// body, so the header is dropped: visitors' reads become simple requests.
export function enableSimpleGetRequests() {
  const previous = pb.beforeSend;
  pb.beforeSend = async (url, options) => {
    const method = (options.method ?? "GET").toUpperCase();
    if ((method === "GET" || method === "HEAD") && !options.body && options.headers) {
      const headers = { ...(options.headers as Record<string, string>) };
      for (const key of Object.keys(headers)) if (key.toLowerCase() === "content-type") delete headers[key];
      options.headers = headers;
    }
    return previous ? previous(url, options) : { url, options };
  };
}
