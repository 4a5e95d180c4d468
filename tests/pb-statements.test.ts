// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadHookModule } from "./support/pb-hook-module";

// pb_hooks/core/statements.js keeps prepared statements per JS VM. PocketBase 0.22 runs a handler on
// one of its 25 pooled VMs, or on a one-off VM made for that one call when all are busy
// (plugins/jsvm/pool.go), which is then dropped: a statement it prepared is never closed (the
// database keeps it until Close). Here a "VM" is one load of the module; the store is the process's.
type Statements = { read: <T>(sql: string, run: (q: FakeQuery) => T) => T };
type FakeQuery = { bind: (p: unknown) => FakeQuery; one: (row: { page: string }) => void };

function fakeDb() {
  const db = { compiled: 0, prepared: 0, closed: false };
  const newQuery = (sql: string) => {
    let prepared = false;
    const q = {
      bind: () => q,
      one: (row: { page: string }) => {
        if (prepared && db.closed) throw new Error("sql: statement is closed");
        if (!prepared) db.compiled++;
        row.page = sql;
      },
      prepare: () => {
        db.compiled++;
        db.prepared++;
        prepared = true;
        return q;
      },
    };
    return q;
  };
  return { db, app: { dao: () => ({ db: () => ({ newQuery }) }) } };
}

const SQL = "SELECT json_object('items', '[]') AS page";
const readOnce = (s: Statements) =>
  s.read(SQL, (q) => {
    const row = { page: "" };
    q.bind({}).one(row);
    return row.page;
  });

describe("prepared statements per JS VM", () => {
  it("a pooled VM compiles a statement once and binds it again on every later call", () => {
    const { db, app } = fakeDb();
    const vm = loadHookModule<Statements>("core/statements.js", { app });
    for (let i = 0; i < 500; i++) expect(readOnce(vm)).toBe(SQL);
    expect(db.compiled).toBeLessThanOrEqual(2);
    expect(db.prepared).toBe(1);
  });

  it("one-off VMs leave no statement behind, and cannot stop pooled VMs from preparing theirs", () => {
    const { db, app } = fakeDb();
    const store = new Map<string, unknown>();
    // A busy server: a thousand calls each on a VM of its own, which is then dropped.
    for (let i = 0; i < 1000; i++) readOnce(loadHookModule<Statements>("core/statements.js", { app, store }));
    expect(db.prepared).toBe(0); // nothing left open that nobody will ever use again
    // A pooled VM that serves its first calls only now still gets its statement.
    const pooled = loadHookModule<Statements>("core/statements.js", { app, store });
    const before = db.compiled;
    for (let i = 0; i < 100; i++) readOnce(pooled);
    expect(db.compiled - before).toBeLessThanOrEqual(2);
  });

  it("a prepared statement that fails (a closed database) is answered unprepared, once", () => {
    const { db, app } = fakeDb();
    const vm = loadHookModule<Statements>("core/statements.js", { app });
    for (let i = 0; i < 3; i++) readOnce(vm);
    db.closed = true;
    expect(readOnce(vm)).toBe(SQL);
  });
});
