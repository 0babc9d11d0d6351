/**
 * The forms' proof of work: an ALTCHA challenge (https://altcha.org, the classic SHA-256 scheme) that the
 * database signs (`public.altcha_challenge`, supabase/migrations/20261124120000_submission_guard.sql) and checks
 * on insert. Solving it means finding the number n, at most `maxnumber`, for which SHA-256(salt + n) is the
 * challenge: about maxnumber / 2 hashes. The browser does that invisibly, in plain JavaScript (some 2 µs a hash,
 * where crypto.subtle, awaited hash by hash, takes 30-50 µs and exists only on secure pages), in slices that
 * leave the page responsive.
 */

/** A challenge as the database issues it. */
export interface ProofChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** Hashes per slice of work between two yields to the page (some 30 ms). */
const SLICE = 15_000;

// prettier-ignore
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
// prettier-ignore
const INITIAL = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** The longest message solved here: salt and number in one 64-byte block (55 bytes, the rest is padding). */
const MAX_MESSAGE = 55;

/**
 * A hasher of `prefix + n` for one ASCII prefix of at most 55 bytes: the prefix's whole words, and the rounds that
 * only they feed, are worked out once, so each number costs the rest of one SHA-256 block.
 */
function prefixHasher(prefix: string) {
  const block = new Uint8Array(64);
  for (let i = 0; i < prefix.length; i += 1) block[i] = prefix.charCodeAt(i);
  const words = new Int32Array(64);
  const fixedWords = prefix.length >> 2;
  for (let i = 0; i < fixedWords; i += 1) {
    words[i] = (block[i * 4] << 24) | (block[i * 4 + 1] << 16) | (block[i * 4 + 2] << 8) | block[i * 4 + 3];
  }
  // The state after the rounds that read only fixed words.
  const fixedState = Int32Array.from(INITIAL);
  for (let i = 0; i < fixedWords; i += 1) round(fixedState, i, words[i]);
  const out = new Int32Array(8);
  const running = new Int32Array(8);

  /** SHA-256(prefix + digits), as eight words; digits: a decimal number's text. */
  return (digits: string): Int32Array => {
    const length = prefix.length + digits.length;
    for (let i = 0; i < digits.length; i += 1) block[prefix.length + i] = digits.charCodeAt(i);
    block[length] = 0x80;
    block.fill(0, length + 1, 62);
    block[62] = (length * 8) >>> 8;
    block[63] = (length * 8) & 0xff;
    for (let i = fixedWords; i < 16; i += 1) {
      words[i] = (block[i * 4] << 24) | (block[i * 4 + 1] << 16) | (block[i * 4 + 2] << 8) | block[i * 4 + 3];
    }
    for (let i = 16; i < 64; i += 1) {
      const a = words[i - 15];
      const b = words[i - 2];
      words[i] =
        (words[i - 16] +
          (rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3)) +
          words[i - 7] +
          (rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10))) |
        0;
    }
    running.set(fixedState);
    for (let i = fixedWords; i < 64; i += 1) round(running, i, words[i]);
    for (let i = 0; i < 8; i += 1) out[i] = (INITIAL[i] + running[i]) | 0;
    return out;
  };
}

/** One SHA-256 round on `s` (a..h) with message word `word`. */
function round(s: Int32Array, i: number, word: number) {
  const a = s[0];
  const e = s[4];
  const t1 = (s[7] + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & s[5]) ^ (~e & s[6])) + K[i] + word) | 0;
  const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & s[1]) ^ (a & s[2]) ^ (s[1] & s[2]))) | 0;
  s[7] = s[6];
  s[6] = s[5];
  s[5] = e;
  s[4] = (s[3] + t1) | 0;
  s[3] = s[2];
  s[2] = s[1];
  s[1] = a;
  s[0] = (t1 + t2) | 0;
}

/** SHA-256 in hex of an ASCII text of at most 55 characters. */
export const sha256Hex = (text: string): string =>
  Array.from(prefixHasher("")(text), (word) => (word >>> 0).toString(16).padStart(8, "0")).join("");

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Finds the challenge's number and returns ALTCHA's payload for it (base64 of its JSON), the value the database
 * expects in a submission's `altcha` column. Rejects if no number up to maxnumber fits or `signal` aborts.
 */
export async function solveChallenge(challenge: ProofChallenge, signal?: AbortSignal): Promise<string> {
  const { algorithm, salt, maxnumber, signature } = challenge;
  if (
    algorithm !== "SHA-256" ||
    !/^[\x20-\x7e]*$/.test(salt) ||
    salt.length + String(maxnumber).length > MAX_MESSAGE ||
    !/^[0-9a-f]{64}$/.test(challenge.challenge)
  ) {
    throw new Error("the server sent a challenge this site cannot solve");
  }
  const target = Int32Array.from({ length: 8 }, (_, i) => parseInt(challenge.challenge.slice(i * 8, i * 8 + 8), 16));
  const hash = prefixHasher(salt);
  const started = Date.now();
  for (let number = 0; number <= maxnumber; number += 1) {
    const words = hash(String(number));
    if (words[0] === target[0] && words.every((word, i) => word === target[i])) {
      const took = Date.now() - started;
      return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature, took }));
    }
    if (number % SLICE === SLICE - 1) {
      await yieldToPage();
      if (signal?.aborted) throw new Error("the proof of work was abandoned");
    }
  }
  throw new Error("the server sent a challenge without a solution");
}
