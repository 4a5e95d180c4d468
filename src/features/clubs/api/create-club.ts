import { useMutation } from "@tanstack/react-query";
import { mutationKeys } from "@/lib/mutation-keys";
import { appendImage } from "@/lib/prepare-image";
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
export async function createClub({ img, ...fields }: CreateClubInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  await appendImage(form, "club", img);
  form.append("alt", `${fields.title} 대표 사진`);
  return clubRequest("", form);
}

export function useCreateClub() {
  return useMutation({ mutationKey: mutationKeys.clubCreate, mutationFn: createClub });
}
