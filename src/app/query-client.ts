import { createQueryClient } from "@/lib/query-client";
import { affectedQueryKeys } from "./mutation-effects";

/** The app's one query client: handed to the provider and to every route loader (router.tsx). */
export const queryClient = createQueryClient(affectedQueryKeys);
