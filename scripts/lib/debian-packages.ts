// Installs what the tests run from Debian's packages when it is missing: nothing is ever downloaded from elsewhere.
import { execSync } from "node:child_process";
import fs from "node:fs";

/**
 * Installs `packages` with apt-get (through sudo unless root) when any of `files` is missing; true once all exist.
 * @param what what the packages are for, as the log says it
 */
export function ensureDebianPackages(what: string, files: string[], packages: string[]) {
  if (files.every((file) => fs.existsSync(file))) return true;
  console.log(`\n=== ${what} missing: installing ${packages.join(" ")}`);
  try {
    const sudo = process.getuid?.() === 0 ? "" : "sudo ";
    execSync(`${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(" ")}`, { stdio: "inherit" });
  } catch {
    console.error(`Could not install ${what} (apt-get install -y ${packages.join(" ")}).`);
    return false;
  }
  return files.every((file) => fs.existsSync(file));
}
