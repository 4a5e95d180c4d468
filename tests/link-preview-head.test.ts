// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadHookModule } from "./support/pb-hook-module";

// pb_hooks/link-preview/lib.js (the tags of a link preview, issue 27) runs in PocketBase and in
// Node (the Vite plugin); here in Node, with routes.js's pure helpers (tests/support/pb-hook-module.ts).
type Head = {
  injectHead: (html: string, preview: unknown) => string;
  escapeHtml: (value: string) => string;
};
const head = loadHookModule<Head>("link-preview/lib.js");
const lib = loadHookModule<{ webpSize: (b: Uint8Array) => unknown; koreanDateTime: (v: string) => string }>(
  "link-preview/routes.js",
);

const HTML =
  '<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="책 리뷰를 나누는 곳" />' +
  '<title>책동네</title></head><body><div id="root"></div><script>boot()</script></body></html>';

describe("injectHead", () => {
  const card = {
    type: "website",
    title: `"따옴표" <b>모임</b> $& $1`,
    description: "설명 & 장소",
    url: "https://site.test/club/abc",
    image: {
      url: "https://site.test/api/files/x/abc/a.webp",
      width: 600,
      height: 360,
      type: "image/webp",
      alt: "사진",
    },
  };

  it("replaces the title and description, escapes every value, leaves the body alone", () => {
    const out = head.injectHead(HTML, { site: "https://site.test", card });
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out).toContain("<title>&quot;따옴표&quot; &lt;b&gt;모임&lt;/b&gt; $&amp; $1 | 책동네</title>");
    expect(out).toContain(
      '<meta property="og:title" content="&quot;따옴표&quot; &lt;b&gt;모임&lt;/b&gt; $&amp; $1" />',
    );
    expect(out).toContain('<meta name="description" content="설명 &amp; 장소" />');
    expect(out).not.toContain("책 리뷰를 나누는 곳");
    expect(out).toContain('<meta property="og:image:width" content="600" />');
    expect(out).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(out.slice(out.indexOf("<body>"))).toBe(HTML.slice(HTML.indexOf("<body>")));
  });

  it("gives the generic card the page's own title and description, and the site's icon", () => {
    const out = head.injectHead(HTML, { site: "https://site.test/", card: null });
    expect(out).toContain("<title>책동네</title>");
    expect(out).toContain('<meta property="og:description" content="책 리뷰를 나누는 곳" />');
    expect(out).toContain('<meta property="og:url" content="https://site.test/" />');
    expect(out).toContain('<meta property="og:image" content="https://site.test/icons/icon-512.png" />');
    expect(out).toContain('<meta name="twitter:card" content="summary" />');
  });

  it("names the card's record first in the head, before any script reads it, escaped", () => {
    const record = { collectionId: "c1", id: "abc", img: `a"b'<c>_1200.webp` };
    const out = head.injectHead(HTML.replace("<head>", '<head data-x="1">'), {
      site: "https://s.test",
      card: { ...card, record },
    });
    expect(out).toContain(
      `<head data-x="1"><meta name="chaekdongne:record" content="${head.escapeHtml(JSON.stringify(record))}" /><meta charset`,
    );
    // Nothing in the value closes the attribute early.
    expect(/content="([^"]*)"/.exec(out.slice(out.indexOf("chaekdongne:record")))![1]).not.toMatch(/[<>'"]/);
    for (const none of [{ ...card, record: null }, null])
      expect(head.injectHead(HTML, { site: "https://s.test", card: none })).not.toContain(
        "chaekdongne:record",
      );
  });

  it("leaves out the image's size when it is not known", () => {
    const out = head.injectHead(HTML, {
      site: "https://s.test",
      card: { ...card, image: { url: "https://s.test/a", alt: "a" } },
    });
    expect(out).not.toContain("og:image:width");
    expect(out).not.toContain("og:image:type");
  });
});

describe("link-preview/routes.js helpers", () => {
  it("reads a WebP's size from its header (lossy, lossless, extended)", () => {
    const bytes = (chunk: string, fill: (b: Uint8Array) => void) => {
      const b = new Uint8Array(30);
      b.set(new TextEncoder().encode(`RIFF\0\0\0\0WEBP${chunk}`));
      fill(b);
      return b;
    };
    const le = (b: Uint8Array, at: number, n: number, v: number) => {
      for (let i = 0; i < n; i++) b[at + i] = (v >> (8 * i)) & 0xff;
    };
    expect(lib.webpSize(bytes("VP8X", (b) => (le(b, 24, 3, 599), le(b, 27, 3, 359))))).toEqual({
      width: 600,
      height: 360,
    });
    expect(lib.webpSize(bytes("VP8 ", (b) => (le(b, 26, 2, 800), le(b, 28, 2, 480))))).toEqual({
      width: 800,
      height: 480,
    });
    expect(lib.webpSize(bytes("VP8L", (b) => le(b, 21, 4, 299 | (419 << 14))))).toEqual({
      width: 300,
      height: 420,
    });
    expect(lib.webpSize(bytes("ABCD", () => undefined))).toBeNull();
  });

  it("writes the date in Korea time, as the app's formatDateTime does", () => {
    expect(lib.koreanDateTime("2030-03-09 11:00:00.000Z")).toBe("3월 9일 (토) 오후 8:00");
    expect(lib.koreanDateTime("2030-03-09 15:05:00.000Z")).toBe("3월 10일 (일) 오전 12:05");
  });
});
