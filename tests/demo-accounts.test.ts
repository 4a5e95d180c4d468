// @vitest-environment node
import { describe, expect, it } from "vitest";
import { SEED_PASSWORD, members } from "../seed/data.mjs";
import { loadHookModule } from "./support/pb-hook-module";

// pb_hooks/accounts/demo.js names the seed's demo accounts (which the landing page may offer and
// nobody else may register); seed/data.mjs creates them. One list in two runtimes, bound here.
type Demo = {
  DEMO_EMAILS: string[];
  DEMO_PASSWORD: string;
  isReserved: (email: string) => boolean;
};
const demo = loadHookModule<Demo>("accounts/demo.js");

describe("demo accounts", () => {
  it("are exactly the seed's members, with the seed's password", () => {
    expect(demo.DEMO_EMAILS).toEqual(members.map((m) => m.email));
    expect(demo.DEMO_PASSWORD).toBe(SEED_PASSWORD);
  });

  it("are reserved however the address is typed", () => {
    for (const email of ["test1@chaekdongne.kr", "TEST1@Chaekdongne.KR", " test3@chaekdongne.kr "])
      expect(demo.isReserved(email), email).toBe(true);
    for (const email of ["test4@chaekdongne.kr", "test1@chaekdongne.kr.evil", "xtest1@chaekdongne.kr", ""])
      expect(demo.isReserved(email), email).toBe(false);
  });
});
