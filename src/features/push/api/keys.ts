// Query keys of the push feature (this device's settings on the server).
export const pushKeys = {
  all: ["push"] as const,
  device: (endpoint: string) => [...pushKeys.all, "device", endpoint] as const,
};
