/**
 * The local stand-ins for a Supabase project's API keys: HS256 JWTs naming a database role, signed with a
 * secret kept in the state folder so the keys survive restarts (the site bakes the anon key in at build time).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SignJWT } from "jose";

export const loadOrCreateSecret = (stateDir: string): string => {
  const file = path.join(stateDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};

// A fixed expiry (2100-01-01) keeps the keys identical across restarts for the same secret.
const EXPIRES_AT = 4102444800;

const mint = (secret: string, role: "anon" | "service_role") =>
  new SignJWT({ role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer("local-backend")
    .setExpirationTime(EXPIRES_AT)
    .sign(new TextEncoder().encode(secret));

export const mintKeys = async (secret: string) => ({
  anonKey: await mint(secret, "anon"),
  serviceRoleKey: await mint(secret, "service_role"),
});
