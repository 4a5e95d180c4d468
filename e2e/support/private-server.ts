import PocketBase from "pocketbase";
import { startPocketBase } from "../../scripts/lib/pocketbase-server.mjs";
import type { Member } from "./fixtures";
import { appendPicture } from "./images";

// A private PocketBase with production limits (or `env` overrides) for tests of budgets and caps:
// the shared e2e server raises them, as the whole suite writes from 127.0.0.1 and some specs write
// hundreds of records as one member. Raw-HTTP helpers bound to that server.

export type PrivateServer = Awaited<ReturnType<typeof startPrivateServer>>;

export async function startPrivateServer(env: Record<string, string> = {}) {
  const server = await startPocketBase({ extraEnv: env });
  const url = server.url;
  const admin = new PocketBase(url);
  admin.autoCancellation(false);
  await admin.admins.authWithPassword(server.admin.email, server.admin.password);
  let n = 0;

  const member = async (): Promise<Member> => {
    const id = `${Date.now().toString(36).slice(-5)}${(n++).toString(36)}`;
    const email = `budget-${id}@chaekdongne.kr`;
    const nickname = `예산${id}`.slice(0, 10);
    const phone = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const pb = new PocketBase(url);
    await pb.collection("users").create({
      email,
      password: "test1234!",
      passwordConfirm: "test1234!",
      nickname,
      phone,
      birth: "1995-05-05 00:00:00.000Z",
      gender: "female",
    });
    const auth = await pb.collection("users").authWithPassword(email, "test1234!");
    return {
      id: auth.record.id,
      email,
      password: "test1234!",
      nickname,
      phone,
      token: auth.token,
      record: auth.record,
    };
  };

  /** A raw request as `who` (null: a visitor); the body is JSON unless it is FormData or a string. */
  const call = async (who: Pick<Member, "token"> | null, route: string, body?: unknown, method = "POST") => {
    const headers: Record<string, string> = who ? { Authorization: who.token } : {};
    let payload: BodyInit | undefined;
    if (body instanceof FormData || typeof body === "string") payload = body as BodyInit;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined && !(body instanceof FormData)) headers["Content-Type"] = "application/json";
    const res = await fetch(`${url}${route}`, { method, headers, body: payload });
    const text = await res.text();
    let json: { message?: string; [key: string]: unknown } = {};
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = { message: text };
    }
    return { status: res.status, body: json };
  };

  const reviewForm = async (
    who: Member,
    fields: Partial<Record<"bookTitle" | "title" | "detail", string>> = {},
  ) => {
    const fd = new FormData();
    fd.append("writer", who.id);
    fd.append("bookTitle", fields.bookTitle ?? "예산 시험 책");
    fd.append("title", fields.title ?? "예산 시험 리뷰");
    fd.append("detail", fields.detail ?? "<p>짧지만 진짜 리뷰예요.</p>");
    return appendPicture(fd, "cover");
  };
  const createReview = async (who: Member, fields?: Parameters<typeof reviewForm>[1]) =>
    call(who, "/api/collections/bookReview/records", await reviewForm(who, fields));

  const clubForm = async (fields: Record<string, string> = {}) => {
    const fd = new FormData();
    await appendPicture(fd, "club");
    const data = {
      isOffline: "false",
      genre: "genre0000000003",
      title: `예산 시험 모임 ${n++}`,
      detail: "함께 읽어요.",
      dateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      limitPerson: "10",
      query: "왜 참여하고 싶나요?",
      ...fields,
    };
    for (const [k, v] of Object.entries(data)) fd.append(k, v);
    return fd;
  };
  const createClub = async (host: Member, fields?: Record<string, string>) =>
    call(host, "/api/clubs", await clubForm(fields));

  /** A club made by the admin (no host budget spent) with `users` in its chat room. */
  const room = async (users: Member[]) => {
    const fd = await clubForm({ createUser: users[0].id });
    fd.delete("isOffline");
    const club = await admin.collection("socialing").create(fd);
    const chat = await admin
      .collection("chattingRoom")
      .create({ title: "예산 시험 방", socialing: club.id, users: users.map((u) => u.id) });
    await admin.collection("socialing").update(club.id, { chattingRoom: chat.id });
    return { clubId: club.id as string, roomId: chat.id as string };
  };

  const send = (who: Member, roomId: string, text: string) =>
    call(who, "/api/collections/message/records", { chattingRoom: roomId, sender: who.id, text });

  return { server, url, admin, member, call, createReview, reviewForm, createClub, clubForm, room, send };
}

/** A Korean budget refusal: "…까지 … 수 있어요. N분/시간 뒤에 다시 시도해주세요." */
export const BUDGET_MESSAGE = (first: string) =>
  new RegExp(`^${first.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\d+(분|시간) 뒤에 다시 시도해주세요\\.$`);
