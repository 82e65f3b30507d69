import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

/** What a filter does with a matching post: hold it for review, or replace the matching words. */
export const FILTER_MODES = ['hold', 'replace'] as const;
export type FilterMode = (typeof FILTER_MODES)[number];

/** An organizer's list holds at most this many entries, each at most this long (keeps matching cheap and bounded). */
export const MAX_FILTER_WORDS = 500;
export const MAX_FILTER_WORD_LENGTH = 64;

// The site list: a maintained profanity dataset with its leetspeak/confusable transformers, built once per process.
const siteMatcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** Where in a text the site list matched, as [start, end) ranges. */
export function siteMatches(text: string): Array<[number, number]> {
  return siteMatcher.getAllMatches(text, true).map((m) => [m.startIndex, m.endIndex + 1] as [number, number]);
}

/**
 * Cleans an organizer's list: lower case, trimmed, de-duplicated; an entry is letters/digits with `*` for "any
 * letters" (a glob, never a regular expression). Answers the problem as a message when an entry is not allowed.
 */
export function normalizeFilterWords(words: readonly string[]): { words: string[] } | { problem: string } {
  if (words.length > MAX_FILTER_WORDS) return { problem: `words lists at most ${MAX_FILTER_WORDS} entries.` };
  const cleaned = new Set<string>();
  for (const raw of words) {
    const word = raw.trim().toLowerCase();
    if (!word) continue;
    if (word.length > MAX_FILTER_WORD_LENGTH) return { problem: `Each entry of words is at most ${MAX_FILTER_WORD_LENGTH} characters.` };
    if (!/^[\p{L}\p{N}*'-]+$/u.test(word) || !/[\p{L}\p{N}]/u.test(word)) {
      return { problem: `"${raw.trim()}" in words: use letters and digits, with * for any letters.` };
    }
    cleaned.add(word.replace(/\*+/g, '*'));
  }
  return { words: [...cleaned] };
}

/**
 * Glob match of one token against one pattern (`*` = any run of characters) with the two-pointer algorithm: at most
 * one remembered star, so the work is O(token × pattern) whatever the input — no catastrophic backtracking.
 */
export function globMatches(pattern: string, token: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < token.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === token[t]) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = t;
    } else if (star >= 0) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

/** Where an organizer's list matched whole words of a text, as [start, end) ranges. */
export function listMatches(text: string, words: readonly string[]): Array<[number, number]> {
  if (words.length === 0) return [];
  const ranges: Array<[number, number]> = [];
  for (const token of text.matchAll(/[\p{L}\p{N}'-]+/gu)) {
    const lower = token[0].toLowerCase();
    if (words.some((w) => globMatches(w, lower))) ranges.push([token.index, token.index + token[0].length]);
  }
  return ranges;
}

/** The text with each range replaced by asterisks of the same length. */
export function censor(text: string, ranges: ReadonlyArray<[number, number]>): string {
  // Ranges are UTF-16 offsets (obscenity's and matchAll's), so mask on the code-unit string to keep them exact.
  let out = text;
  for (const [start, end] of ranges) out = out.slice(0, start) + '*'.repeat(end - start) + out.slice(end);
  return out;
}
