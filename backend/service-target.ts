/**
 * Where the operator commands (`npm run submissions`, `npm run notifications`) act as the service role, in order:
 * SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY (a hosted project), the running local backend, or else the local
 * backend's stored data, started just for the command and stopped after it.
 */
import { readConnection, startLocalBackend } from "./local-backend.ts";

/** @param stateDir the local backend's folder */
export const withServiceRole = async <T>(
  stateDir: string,
  action: (url: string, serviceRoleKey: string) => Promise<T>,
): Promise<T> => {
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY } = process.env;
  if (SUPABASE_URL && SUPABASE_SERVICE_ROLE_KEY)
    return action(SUPABASE_URL.replace(/\/+$/, ""), SUPABASE_SERVICE_ROLE_KEY);
  const running = readConnection(stateDir);
  if (running) return action(running.url, running.serviceRoleKey);
  const backend = await startLocalBackend({ port: 0, stateDir, databaseUrl: process.env.DATABASE_URL || undefined });
  try {
    return await action(backend.url, backend.serviceRoleKey);
  } finally {
    await backend.stop();
  }
};

/**
 * A POST to a database function through the API, as the service role.
 */
export const callRpc = async (url: string, key: string, name: string, args: Record<string, unknown> = {}) => {
  const response = await fetch(`${url}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: { apikey: key, authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${name} failed: ${response.status} ${await response.text()}`);
  const body = await response.text();
  return body ? JSON.parse(body) : null;
};
