import { describe, expect, it } from "vitest";
import { createOnce } from "@/lib/create-once";
import { PB, serveMockPocketBase, server, http, HttpResponse } from "./mocks/server";

serveMockPocketBase();

const API = `${PB}/api/collections/bookReview/records`;
const stored = { id: "abcdefghijklmno", collectionId: "c", collectionName: "bookReview", title: "하나" };

describe("createOnce", () => {
  it("returns the stored record when the id is already taken (an earlier attempt landed)", async () => {
    let asked = "";
    server.use(
      http.post(API, () =>
        HttpResponse.json(
          { code: 400, message: "", data: { id: { code: "validation_invalid_id", message: "" } } },
          { status: 400 },
        ),
      ),
      http.get(`${API}/:id`, ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json(stored);
      }),
    );
    await expect(
      createOnce("bookReview", stored.id, { id: stored.id }, { expand: "writer" }),
    ).resolves.toMatchObject(stored);
    expect(asked).toBe("?expand=writer"); // no "fields=undefined"
  });

  it("also after a lost race on the primary key (400 with no field errors)", async () => {
    server.use(
      http.post(API, () =>
        HttpResponse.json({ code: 400, message: "Failed to create record.", data: {} }, { status: 400 }),
      ),
      http.get(`${API}/:id`, () => HttpResponse.json(stored)),
    );
    await expect(createOnce("bookReview", stored.id, { id: stored.id })).resolves.toMatchObject(stored);
  });

  it("rethrows a real refusal", async () => {
    server.use(
      http.post(API, () =>
        HttpResponse.json(
          { code: 400, message: "", data: { title: { code: "validation_required", message: "" } } },
          { status: 400 },
        ),
      ),
    );
    await expect(createOnce("bookReview", stored.id, { id: stored.id })).rejects.toMatchObject({
      status: 400,
    });
  });

  it("rethrows when nothing is stored under the id", async () => {
    server.use(
      http.post(API, () => HttpResponse.json({ code: 400, message: "", data: {} }, { status: 400 })),
      http.get(`${API}/:id`, () => HttpResponse.json({ code: 404, message: "", data: {} }, { status: 404 })),
    );
    await expect(createOnce("bookReview", stored.id, { id: stored.id })).rejects.toMatchObject({
      status: 400,
    });
  });
});
