import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair outcomes. Before play the player sees SHA-256(server seed); every round uses the
 * next nonce of that seed pair; its random numbers are the bytes of
 *   HMAC-SHA256(key = server seed, message = "<client seed>:<nonce>")            (block 0)
 *   HMAC-SHA256(key = server seed, message = "<client seed>:<nonce>:<block>")    (blocks 1, 2, ...)
 * read 4 bytes at a time as big-endian unsigned integers. A number below n is drawn by rejection
 * sampling: integers at or above the largest multiple of n below 2^32 are skipped, so every value
 * is equally likely (no modulo bias). This file runs in the browser too: the fairness page
 * recomputes rounds with exactly this code.
 */
export interface SeedTriple {
  /** The secret, 64 hex characters; revealed only when the player rotates the pair. */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const UINT32 = 2 ** 32;

export const hashServerSeed = (serverSeed: string): string => bytesToHex(sha256(utf8ToBytes(serverSeed)));

export class FairRng {
  readonly #key: Uint8Array;
  readonly #prefix: string;
  #block = 0;
  #bytes: Uint8Array = new Uint8Array(0);
  #offset = 0;

  constructor(seeds: SeedTriple) {
    this.#key = utf8ToBytes(seeds.serverSeed);
    this.#prefix = `${seeds.clientSeed}:${seeds.nonce}`;
  }

  /** The next 32 random bits, as an integer in [0, 2^32). */
  nextUint32(): number {
    if (this.#offset + 4 > this.#bytes.length) {
      const message = this.#block === 0 ? this.#prefix : `${this.#prefix}:${this.#block}`;
      this.#bytes = hmac(sha256, this.#key, utf8ToBytes(message));
      this.#block += 1;
      this.#offset = 0;
    }
    const b = this.#bytes;
    const i = this.#offset;
    this.#offset += 4;
    return ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
  }

  /** A uniform integer in [0, n), 1 <= n <= 2^32, by rejection sampling. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > UINT32) throw new RangeError(`cannot draw below ${n}`);
    const limit = UINT32 - (UINT32 % n);
    for (;;) {
      const value = this.nextUint32();
      if (value < limit) return value % n;
    }
  }

  /** A uniform pick from a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** `count` distinct integers of [0, n) in draw order (a partial Fisher-Yates shuffle). */
  sample(n: number, count: number): number[] {
    if (count > n) throw new RangeError(`cannot draw ${count} of ${n}`);
    const pool = Array.from({ length: n }, (_, index) => index);
    for (let i = 0; i < count; i += 1) {
      const j = i + this.int(n - i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, count);
  }
}
