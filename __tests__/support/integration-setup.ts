import { copyProject } from "../../scripts/lib/project-copy.ts";
import { ROOT, SHARED_PROJECT_ENV } from "./project-copy";

/** Jest's globalSetup for the integration builds: the project copy they share (./project-copy.ts). */
export default function setup(): void {
  process.env[SHARED_PROJECT_ENV] = copyProject(ROOT, "integration-build");
}
