// `node scripts/generate-icons.mjs`: renders public/icons/icon.svg (full-bleed, glyph inside the
// maskable safe zone) to the PNG icons the manifest and iOS need, with the Debian Chromium.
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/pocketbase-server.mjs";

const dir = path.join(ROOT, "public", "icons");
const svg = readFileSync(path.join(dir, "icon.svg"), "utf8");
const sizes = { "icon-192.png": 192, "icon-512.png": 512, "apple-touch-icon.png": 180 };

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  for (const [name, size] of Object.entries(sizes)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>*{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(dir, name) });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Wrote ${Object.keys(sizes).join(", ")} to public/icons`);
