// `node scripts/build-push-sender.mjs OUT`: push-sender/main.mjs and its dependencies bundled into
// one ES module file OUT (node builtins stay imports). Release builds call it (scripts/lib/releases.mjs).
import path from "node:path";
import { build } from "rolldown";
import { SENDER_ENTRY } from "./lib/push-sender.mjs";

const out = process.argv[2];
if (!out) {
  console.error("usage: node scripts/build-push-sender.mjs OUT");
  process.exit(2);
}
await build({
  input: SENDER_ENTRY,
  platform: "node",
  logLevel: "warn",
  output: { file: path.resolve(out), format: "esm", codeSplitting: false },
});
