import { describe, expect, it } from "vitest";
import { ClientResponseError } from "pocketbase";
import { errorKind } from "@/lib/error-kind";
import { errorMessage, FALLBACK_ERROR, isClientResponseError } from "@/lib/errors";

const pbError = (status: number) =>
  new ClientResponseError({ status, response: { code: status, message: "", data: {} } });

describe("errorKind: error screens say what really happened", () => {
  it("404 is not-found; 401/403 no-access; no answer offline; anything else a server error", () => {
    expect(errorKind(pbError(404))).toBe("not-found");
    expect(errorKind({ status: 404 })).toBe("not-found"); // a route error response
    expect(errorKind(pbError(401))).toBe("no-access");
    expect(errorKind(pbError(403))).toBe("no-access");
    expect(errorKind(pbError(0))).toBe("offline");
    // A file of the build that got no answer (a deploy's downtime, no network), as each browser says it.
    for (const message of [
      "Failed to fetch dynamically imported module: https://x/assets/a.js",
      "Importing a module script failed.",
      "error loading dynamically imported module: https://x/assets/a.js",
      "Failed to fetch",
      "Load failed",
    ])
      expect(errorKind(new TypeError(message)), message).toBe("offline");
    expect(errorKind(new Error("Unable to preload CSS for /assets/a.css"))).toBe("offline"); // Vite's helper
    expect(errorKind(new TypeError("Cannot read properties of undefined"))).toBe("server");
    expect(errorKind(pbError(500))).toBe("server");
    expect(errorKind(pbError(400))).toBe("server"); // a 400 is never a 404
    expect(errorKind(new Error("bug"))).toBe("server");
  });
});

describe("errorMessage: recognises SDK errors without importing the SDK", () => {
  it("shows the server's Korean message, the offline message, or the fallback", () => {
    const withMessage = new ClientResponseError({
      status: 400,
      response: { code: 400, message: "닉네임이 이미 있어요.", data: {} },
    });
    expect(isClientResponseError(withMessage)).toBe(true);
    expect(errorMessage(withMessage)).toBe("닉네임이 이미 있어요.");
    expect(errorMessage(pbError(0))).toMatch(/서버에 연결할 수 없어요/);
    expect(errorMessage(new ClientResponseError({ status: 500, response: { message: "boom" } }))).toBe(
      FALLBACK_ERROR,
    );
    expect(isClientResponseError(new Error("ClientResponse"))).toBe(false);
    expect(errorMessage(new Error("x"))).toBe(FALLBACK_ERROR);
  });
});
