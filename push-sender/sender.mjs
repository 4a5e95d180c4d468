// The push sender: takes the jobs PocketBase queued (pb_hooks/push/), encrypts each payload for each
// device with `web-push` (RFC 8291 aes128gcm, VAPID RFC 8292) and POSTs it to the device's push
// service. docs/notifications.md "Push notifications", docs/deployment.md "The push sender".
//
// It decides nothing: who gets what, with which text, is PocketBase's (POST /push/claim answers
// with devices and payloads). It signs in as its own admin (`accountFile`, made by
// pb_hooks/push.pb.js), is woken by a `pushJobs` realtime ping after each queued job, and also
// asks every `pollMs` and when a delayed job falls due. A device the push service no longer knows
// (404, 410) is reported `gone` and PocketBase deletes it; other failures go back to the queue.
import { readFileSync } from "node:fs";
import path from "node:path";
import { EventSource } from "eventsource";
import PocketBase from "pocketbase";
import webpush from "web-push";
import { loadVapidKeys } from "./vapid.mjs";

globalThis.EventSource ??= EventSource;

const SEND_TIMEOUT_MS = 10_000;
const PARALLEL = 8;
const BACKOFF_MS = [500, 1000, 2000, 5000, 10_000, 30_000];

/** Where PocketBase writes the sender's account (the same default as pb_hooks/push.pb.js). */
export const accountFileFor = (dataDir, env = process.env) =>
  env.CHAEKDONGNE_PUSH_ACCOUNT_FILE || path.join(dataDir, "push", "sender.json");

/** The sender's admin account, written by PocketBase at its start; null until then. */
function credentials(file) {
  try {
    const c = JSON.parse(readFileSync(file, "utf8"));
    return typeof c.email === "string" && typeof c.password === "string" ? c : null;
  } catch {
    return null;
  }
}

/** Push services are https; `extraOrigins` (tests: a local mock) may add others, exactly. */
export function mayPost(endpoint, extraOrigins = []) {
  try {
    const url = new URL(endpoint);
    return url.protocol === "https:" || extraOrigins.includes(url.origin);
  } catch {
    return false;
  }
}

async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * One push to one device: "ok", "gone" (the push service does not know it any more) or "retry".
 */
export async function sendOne(device, payload, options, { vapid, subject, extraOrigins, fetchImpl = fetch }) {
  if (!mayPost(device.endpoint, extraOrigins)) return "gone";
  let details;
  try {
    details = webpush.generateRequestDetails(device, JSON.stringify(payload), {
      vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: options.ttl,
      urgency: options.urgency,
      topic: options.topic,
      contentEncoding: "aes128gcm",
    });
  } catch {
    return "gone"; // keys that cannot encrypt: no browser made them
  }
  const headers = { ...details.headers };
  delete headers["Content-Length"];
  try {
    const res = await fetchImpl(details.endpoint, {
      method: details.method,
      headers,
      body: details.body,
      redirect: "manual",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => {});
    if (res.ok) return "ok";
    if (res.status === 404 || res.status === 410) return "gone";
    // 400/403/413: this request will never pass (bad keys, a VAPID mismatch): drop the device.
    if (res.status === 400 || res.status === 403 || res.status === 413) return "gone";
    return "retry"; // 429, 5xx
  } catch {
    return "retry"; // network, timeout
  }
}

/**
 * Starts the loop. pbUrls: PocketBase addresses to try in turn (a restart may move it to the other
 * port of a pair). Returns { stop(), sent() } (sent: pushes delivered so far, for logs and tests).
 */
export async function startSender({
  pbUrls,
  dataDir,
  accountFile = accountFileFor(dataDir),
  subject,
  extraOrigins = [],
  pollMs = 30_000,
  log = (line) => console.log(`[push] ${line}`),
  fetchImpl = fetch,
}) {
  const vapid = loadVapidKeys(dataDir);
  if (vapid.created) log(`made VAPID keys in ${path.join(dataDir, "push", "vapid.json")}`);
  let pb = null;
  let stopped = false;
  let draining = false;
  let again = false;
  let timer = null;
  let failures = 0;
  let delivered = 0;

  const schedule = (ms, fn) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(fn, ms);
  };

  async function connect() {
    if (stopped) return;
    const creds = credentials(accountFile);
    for (const url of creds ? pbUrls : []) {
      const client = new PocketBase(url);
      client.autoCancellation(false);
      try {
        await client.admins.authWithPassword(creds.email, creds.password);
        await client.realtime.subscribe("pushJobs", () => kick());
        await client.realtime.subscribe("PB_CONNECT", () => kick());
        if (pb && pb !== client) pb.realtime.unsubscribe().catch(() => {});
        pb = client;
        failures = 0;
        log(`connected to ${url}`);
        kick();
        return;
      } catch {
        client.realtime.unsubscribe().catch(() => {});
      }
    }
    // PocketBase not up yet (or moved): try again, slower and slower.
    schedule(BACKOFF_MS[Math.min(failures++, BACKOFF_MS.length - 1)], connect);
  }

  async function sendJob(job) {
    const results = await Promise.all(
      job.devices.map((d) =>
        sendOne(d, job.payload, job.options, { vapid, subject, extraOrigins, fetchImpl }),
      ),
    );
    const gone = job.devices.filter((_, i) => results[i] === "gone").map((d) => d.id);
    delivered += results.filter((r) => r === "ok").length;
    return { job, gone, retry: results.includes("retry") };
  }

  async function drainOnce() {
    const claimed = await pb.send("/api/chaekdongne/push/claim", { method: "POST", body: { max: 50 } });
    if (!claimed.jobs.length) return { more: false, wait: claimed.nextInMs };
    const outcomes = await mapLimit(claimed.jobs, PARALLEL, sendJob);
    const sent = outcomes.filter((o) => !o.retry).map((o) => ({ id: o.job.id, version: o.job.version }));
    const failed = outcomes.filter((o) => o.retry).map((o) => ({ id: o.job.id, version: o.job.version }));
    const gone = outcomes.flatMap((o) => o.gone);
    await pb.send("/api/chaekdongne/push/done", { method: "POST", body: { sent, failed, gone } });
    if (failed.length || gone.length)
      log(`sent ${sent.length} job(s); ${failed.length} to retry, ${gone.length} device(s) gone`);
    return { more: true, wait: 0 }; // there may be more
  }

  async function drain() {
    if (!pb || stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = true;
    try {
      let round;
      do {
        again = false;
        round = await drainOnce();
      } while ((round.more || again) && !stopped);
      // The next delayed job (a key's interval, a failed send's wait), or the regular look.
      schedule(round.wait >= 0 ? Math.min(round.wait + 50, pollMs) : pollMs, drain);
    } catch (error) {
      if (!stopped) {
        log(`PocketBase did not answer (${error?.status ?? error?.message ?? error}); reconnecting`);
        schedule(BACKOFF_MS[Math.min(failures++, BACKOFF_MS.length - 1)], connect);
      }
    } finally {
      draining = false;
    }
  }

  function kick() {
    void drain();
  }

  await connect();
  return {
    publicKey: vapid.publicKey,
    sent: () => delivered,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pb?.realtime.unsubscribe().catch(() => {});
    },
  };
}
