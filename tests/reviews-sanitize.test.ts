import { describe, expect, it } from "vitest";
import { sanitizeReviewHtml } from "@/features/reviews/lib/sanitize-html";
import { bodyTextLength } from "@/features/reviews/lib/body-text";

const render = (html: string) => {
  const div = document.createElement("div");
  div.innerHTML = sanitizeReviewHtml(html);
  return div;
};

describe("sanitizeReviewHtml", () => {
  it("keeps what the editor produces: headings, sizes, fonts, alignment, lists, links", () => {
    const div = render(
      '<h1>제목</h1><p class="ql-align-center"><span class="ql-size-large ql-font-serif">가운데</span></p>' +
        '<ol><li data-list="bullet">항목</li></ol><p><a href="https://example.com">링크</a> <strong>굵게</strong></p>',
    );
    expect(div.querySelector("h1")?.textContent).toBe("제목");
    expect(div.querySelector("p.ql-align-center span.ql-size-large.ql-font-serif")).not.toBeNull();
    expect(div.querySelector("li")?.textContent).toBe("항목");
    const link = div.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("https://example.com");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(div.querySelector("strong")?.textContent).toBe("굵게");
  });

  it("drops scripts, event handlers, inline styles, frames and forms", () => {
    const div = render(
      '<script>alert(1)</script><img src="x" onerror="alert(1)"><svg onload="alert(1)"></svg>' +
        '<p style="background:url(javascript:alert(1))" onclick="alert(1)">글</p><iframe src="https://evil.test"></iframe>' +
        '<form action="https://evil.test"><input name="pw"></form>',
    );
    expect(div.querySelector("script, svg, iframe, form, input")).toBeNull();
    expect(div.querySelector("img")?.getAttribute("onerror")).toBeNull();
    expect(div.querySelector("p")?.getAttribute("style")).toBeNull();
    expect(div.querySelector("p")?.getAttribute("onclick")).toBeNull();
  });

  it("limits link protocols to http, https, mailto and tel (spec 5)", () => {
    const hrefs = [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:x",
      "mailto:a@b.kr",
      "tel:01012345678",
    ].map((href) => render(`<a href="${href}">x</a>`).querySelector("a")?.getAttribute("href") ?? null);
    expect(hrefs).toEqual([null, null, null, null, "mailto:a@b.kr", "tel:01012345678"]);
  });

  it("keeps inline editor images (data:image) but not other data URLs", () => {
    const div = render(
      '<img src="data:image/png;base64,iVBORw0KGgo="><a href="data:image/png;base64,AAAA">x</a>',
    );
    expect(div.querySelector("img")?.getAttribute("src")).toMatch(/^data:image\/png/);
    expect(div.querySelector("a")?.getAttribute("href")).toBeNull();
  });
});

describe("bodyTextLength (the 10-character minimum counts text, not HTML)", () => {
  it("counts Quill's empty value, spaces and &nbsp; as nothing", () => {
    expect(bodyTextLength("")).toBe(0);
    expect(bodyTextLength("<p><br></p>")).toBe(0);
    expect(bodyTextLength("<p>&nbsp; </p><p>&nbsp;</p>")).toBe(0);
  });
  it("counts the visible characters, spaces between words once, pictures not at all", () => {
    expect(bodyTextLength("<p>좋은 책</p>")).toBe(4);
    expect(bodyTextLength("<p>&nbsp;&nbsp;좋은&nbsp;&nbsp;&nbsp;책&nbsp;</p>")).toBe(4);
    expect(bodyTextLength("<p><strong>abc</strong></p>")).toBe(3);
    expect(bodyTextLength('<p><img src="data:image/png;base64,AA"></p>')).toBe(0);
    expect(bodyTextLength("<p>&lt;b&gt;</p>")).toBe(3);
  });
});
