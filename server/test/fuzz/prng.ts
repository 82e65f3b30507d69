/** A small seeded PRNG (mulberry32): the same seed gives the same cases on every run and machine. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** A random (well-formed, version 4) uuid. */
  uuid(): string {
    const hex = (n: number) => Array.from({ length: n }, () => this.int(16).toString(16)).join('');
    return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[this.int(4)]}${hex(3)}-${hex(12)}`;
  }

  /** A child generator with its own stream, so adding cases to one door does not reshuffle another. */
  fork(salt: number): Rng {
    return new Rng((this.int(0x7fffffff) ^ Math.imul(salt, 0x9e3779b1)) >>> 0);
  }
}
