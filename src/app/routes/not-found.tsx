import { NotFoundScreen } from "@/components/layouts/error-screen";

/** Any unknown path (spec 2). */
export const Component = NotFoundScreen;
