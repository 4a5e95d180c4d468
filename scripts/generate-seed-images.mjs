// Draws the demo images (club photos, covers, avatars) as small webp files in seed/images/.
// Run once by hand when the seed changes: node scripts/generate-seed-images.mjs
import { chromium } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { clubs, reviews, members } from "../seed/data.mjs";

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage();
const palette = ["#F28B50", "#6C8EBF", "#7FB77E", "#C98BB9", "#E5B95C", "#5DA9A6", "#D96C6C", "#8C7AE6"];

async function draw(w, h, label, seed, kind) {
  return page.evaluate(
    ({ w, h, label, seed, kind, palette }) => {
      const c = document.createElement("canvas");
      c.width = w;
      c.height = h;
      const ctx = c.getContext("2d");
      const a = palette[seed % palette.length];
      const b = palette[(seed * 3 + 1) % palette.length];
      const grad = ctx.createLinearGradient(0, 0, w, h);
      grad.addColorStop(0, a);
      grad.addColorStop(1, b);
      ctx.fillStyle = grad;
      ctx.fillRect(0, 0, w, h);
      ctx.globalAlpha = 0.18;
      ctx.fillStyle = "#fff";
      for (let i = 0; i < 6; i++) {
        ctx.beginPath();
        ctx.arc(
          (seed * 97 + i * 131) % w,
          (seed * 53 + i * 71) % h,
          (w / 6) * ((i % 3) + 1) * 0.5,
          0,
          Math.PI * 2,
        );
        ctx.fill();
      }
      ctx.globalAlpha = 1;
      ctx.fillStyle = "#fff";
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      const size = kind === "avatar" ? w * 0.4 : kind === "cover" ? 26 : 34;
      ctx.font = `bold ${size}px "Noto Sans CJK KR", sans-serif`;
      const words = label.split(" ");
      const lines = [];
      let line = "";
      for (const word of words) {
        const next = line ? `${line} ${word}` : word;
        if (ctx.measureText(next).width > w * 0.8 && line) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
      lines.forEach((l, i) => ctx.fillText(l, w / 2, h / 2 + (i - (lines.length - 1) / 2) * size * 1.3));
      return c.toDataURL("image/webp", 0.8);
    },
    { w, h, label, seed, kind, palette },
  );
}

const save = (name, dataUrl) =>
  writeFileSync(`seed/images/${name}.webp`, Buffer.from(dataUrl.split(",")[1], "base64"));
let i = 0;
for (const club of clubs) save(`club-${club.key}`, await draw(600, 360, club.title, i++, "club"));
for (const review of reviews)
  save(`cover-${review.key}`, await draw(300, 420, review.bookTitle, i++, "cover"));
for (const m of members) save(`avatar-${m.key}`, await draw(200, 200, m.nickname.slice(0, 1), i++, "avatar"));
save("../../public/defaultProfile", await draw(200, 200, "책", 99, "avatar"));
await browser.close();
