import fs from "fs";
import { SHARED_PROJECT_ENV } from "./project-copy";

/** Jest's globalTeardown for the integration builds: their shared project copy goes. */
export default function teardown(): void {
  const dir = process.env[SHARED_PROJECT_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
