import { serveBuiltSite } from "./server";

export default async function globalSetup(): Promise<void> {
  const { url, child } = await serveBuiltSite();
  process.env.E2E_BASE_URL = url;
  process.env.E2E_SERVER_PID = String(child.pid);
}
