import type { UsersResponse } from "./pocketbase-types";

/** What the server returns of another member (pb_hooks/core/privacy.js): the public card only. */
export type PublicUser = Pick<UsersResponse, "id" | "collectionId" | "collectionName" | "nickname" | "img">;
