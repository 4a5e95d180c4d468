import { pb } from "@/lib/pocketbase";

/** This device gets no push for me any more (turning push off, logging out). */
export const forgetDevice = (endpoint: string) =>
  pb.send("/api/chaekdongne/push/subscription/delete", { method: "POST", body: { endpoint } });
