import { PB_URL, type Member } from "./fixtures";
import { appendPicture } from "./images";

// Raw-HTTP helpers for club tests: every call goes straight to the server routes.

export async function call(
  member: Pick<Member, "token"> | null,
  route: string,
  body?: unknown,
  method = "POST",
) {
  const res = await fetch(`${PB_URL()}${route}`, {
    method,
    headers: { "Content-Type": "application/json", ...(member ? { Authorization: member.token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

export interface ClubRecord {
  id: string;
  collectionId: string;
  img: string;
  genre: string;
  chattingRoom: string;
  applicant: string[];
  confirmUser: string[];
  like: string[];
  answer: string[];
  limitPerson: number;
  createUser: string;
}

export async function createClubApi(host: Member, fields: Record<string, string> = {}): Promise<ClubRecord> {
  const fd = new FormData();
  await appendPicture(fd, "club");
  const data = {
    isOffline: "false",
    genre: "genre0000000003",
    title: `보안 테스트 모임 ${Date.now()}`,
    detail: "테스트용 모임 설명이에요.",
    dateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    limitPerson: "3",
    query: "왜 참여하고 싶나요?",
    ...fields,
  };
  for (const [k, v] of Object.entries(data)) fd.append(k, v);
  const res = await fetch(`${PB_URL()}/api/clubs`, {
    method: "POST",
    headers: { Authorization: host.token },
    body: fd,
  });
  if (!res.ok) throw new Error(`create failed ${res.status} ${await res.text()}`);
  return res.json();
}

export const ANSWER = "책을 꾸준히 읽고 이야기 나누고 싶어서 신청해요.";
