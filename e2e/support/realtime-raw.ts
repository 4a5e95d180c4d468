// A raw realtime connection (no SDK): the exact subscription strings an attacker could send,
// and every event the server pushes to this client.

export interface RawRealtime {
  clientId: string;
  /** Raw SSE events after PB_CONNECT: "topic\tdata". */
  events: string[];
  /** POST /api/realtime with these subscription strings; returns the HTTP status. */
  subscribe(subscriptions: string[]): Promise<number>;
  close(): void;
}

export async function openRealtime(baseUrl: string, token?: string): Promise<RawRealtime> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/realtime`, { signal: controller.signal });
  if (!res.body) throw new Error("no realtime stream");
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  let buffer = "";
  let resolveId: (id: string) => void = () => undefined;
  const clientIdPromise = new Promise<string>((resolve) => (resolveId = resolve));

  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event:(.*)$/m.exec(block)?.[1]?.trim() ?? "";
          const data = block
            .split("\n")
            .filter((l) => l.startsWith("data:"))
            .map((l) => l.slice(5))
            .join("\n");
          if (name === "PB_CONNECT") resolveId(JSON.parse(data).clientId);
          else events.push(`${name}\t${data}`);
        }
      }
    } catch {
      // closed
    }
  })();

  const clientId = await clientIdPromise;
  return {
    clientId,
    events,
    async subscribe(subscriptions) {
      const r = await fetch(`${baseUrl}/api/realtime`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(token ? { Authorization: token } : {}) },
        body: JSON.stringify({ clientId, subscriptions }),
      });
      await r.text();
      return r.status;
    },
    close: () => controller.abort(),
  };
}

/** The SDK's encoding of subscription options (pocketbase 0.21 RealtimeService.subscribe). */
export const withOptions = (topic: string, query: Record<string, string>) =>
  `${topic}?options=${encodeURIComponent(JSON.stringify({ query }))}`;
