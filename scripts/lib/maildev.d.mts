export function startMaildev(options?: { smtpPort?: number; webPort?: number }): Promise<{
  smtpPort: number;
  url: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}>;
