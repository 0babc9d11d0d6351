/** Types of maildev.mjs for the TypeScript tests that start MailDev. */
export declare const mailDevBin: (repoRoot: string) => string;
export declare const startMailDev: (options: {
  bin: string;
  smtpPort?: number;
  webPort?: number;
  timeoutMs?: number;
}) => Promise<{ smtpUrl: string; webUrl: string; stop: () => Promise<void> }>;
