import { describe, expect, it } from "vitest";
import { ClientResponseError } from "pocketbase";
import { errorKind } from "@/lib/errors";

const pbError = (status: number) => new ClientResponseError({ status, response: { code: status, message: "", data: {} } });

describe("errorKind: error screens say what really happened", () => {
  it("404 is not-found; 401/403 no-access; no answer offline; anything else a server error", () => {
    expect(errorKind(pbError(404))).toBe("not-found");
    expect(errorKind({ status: 404 })).toBe("not-found"); // a route error response
    expect(errorKind(pbError(401))).toBe("no-access");
    expect(errorKind(pbError(403))).toBe("no-access");
    expect(errorKind(pbError(0))).toBe("offline");
    expect(errorKind(new TypeError("Failed to fetch dynamically imported module"))).toBe("offline");
    expect(errorKind(pbError(500))).toBe("server");
    expect(errorKind(pbError(400))).toBe("server"); // a 400 is never a 404
    expect(errorKind(new Error("bug"))).toBe("server");
  });
});
