import { useMutation } from "@tanstack/react-query";
import { mutationKeys } from "@/lib/mutation-keys";
import { clubRequest } from "./club-request";

export interface CreateClubInput {
  /** The new club's id, made once per draft: the server stores one club per id (idempotency key). */
  id: string;
  isOffline: boolean;
  location: string;
  genre: string;
  img: File;
  title: string;
  detail: string;
  dateTime: string;
  limitPerson: number;
  query: string;
}

/** One request: the server makes the club, its chat room and the host's link atomically. */
export function createClub(input: CreateClubInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value instanceof File) form.append(key, value, value.name);
    else form.append(key, String(value));
  }
  form.append("alt", `${input.title} 대표 사진`);
  return clubRequest("", form);
}

export function useCreateClub() {
  return useMutation({ mutationKey: mutationKeys.clubCreate, mutationFn: createClub });
}
