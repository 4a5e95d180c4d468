import { pb } from "@/lib/pocketbase";

/** The server's VAPID public key, for pushManager.subscribe (503 before the sender's first start). */
export const getPublicKey = () =>
  pb.send<{ publicKey: string }>("/api/chaekdongne/push/key", { method: "GET" }).then((r) => r.publicKey);
