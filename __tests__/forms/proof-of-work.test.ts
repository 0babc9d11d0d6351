/** @jest-environment node */
import { createHash } from "node:crypto";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import { sha256Hex, solveChallenge } from "../../src/forms/proof-of-work";

/**
 * The proof of work's own SHA-256 (kept for its speed: docs/architecture.md, "Kept libraries") against Node's, on
 * every message length it may hash, and its solutions against ALTCHA's own verifier.
 */
describe("the proof of work", () => {
  it("hashes as Node's crypto does, for every length from 0 to 55 characters", () => {
    const text = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRS?x=1";
    for (let length = 0; length <= 55; length += 1) {
      const message = text.slice(0, length);
      expect({ length, hash: sha256Hex(message) }).toEqual({
        length,
        hash: createHash("sha256").update(message).digest("hex"),
      });
    }
  });

  it("solves challenges altcha-lib makes, and altcha-lib accepts the solutions", async () => {
    const hmacKey = "a test key";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const challenge = await createChallenge({ hmacKey, maxNumber: 2000 });
      const payload = await solveChallenge({ ...challenge, maxnumber: Number(challenge.maxnumber) });
      expect(await verifySolution(payload, hmacKey)).toBe(true);
    }
  });

  it("refuses a challenge whose salt and number do not fit one block", async () => {
    const challenge = await createChallenge({ hmacKey: "k", maxNumber: 10 });
    await expect(solveChallenge({ ...challenge, salt: "s".repeat(60), maxnumber: 10 })).rejects.toThrow("cannot solve");
  });
});
