import type { EntityManager } from 'typeorm';

/** A multi-row INSERT of plain objects (keys are column names), in chunks to stay under parameter limits. */
export async function insertRows(db: EntityManager, table: string, rows: Array<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return;
  // Every row's columns, not only the first's: a column another row leaves out takes its DEFAULT there (the first row
  // once decided the columns, and the Valorant Open's check-in was silently dropped).
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const chunkSize = Math.max(1, Math.floor(8000 / columns.length));
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const params: unknown[] = [];
    const values = chunk.map((row) => `(${columns.map((c) => (c in row ? `$${params.push(toSql(row[c]))}` : 'DEFAULT')).join(', ')})`);
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}

/** Objects and arrays of objects go to jsonb columns as JSON; arrays of plain values (uuid[]) stay PostgreSQL arrays. */
function toSql(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || value instanceof Date || typeof value !== 'object') return value;
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) return value;
  return JSON.stringify(value);
}

/** Deterministic randomness, so every fresh machine gets the same demo world. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Math.floor(next() * 4)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
}
