// @vitest-environment node
import { expect, it } from "vitest";
import { randomId } from "@/lib/random-id";

it("makes 15-character lowercase letter/digit ids that differ", () => {
  const ids = new Set(Array.from({ length: 200 }, () => randomId()));
  expect(ids.size).toBe(200);
  for (const id of ids) expect(id).toMatch(/^[a-z0-9]{15}$/);
});
