import { randomBytes } from 'node:crypto';

/**
 * Live fan-out sends one event's result to thousands of sockets, and graphql-ws serializes the whole message for each
 * of them. The result object is shared by every subscriber with the same operation, variables and viewer
 * (core/shared-execution.ts), so its JSON is made once: graphql-ws serializes a small placeholder in its place
 * (placeholderOf, from the server's onNext, for a result that went to several subscribers: isSharedResult), and each
 * socket's send swaps the placeholder for the result's text (expandPlaceholder). A result of one subscriber's own is
 * serialized as usual and kept nowhere. A 5,000-socket match page otherwise stringified the same fragment 5,000 times
 * per score.
 */

/** How long a result's text is kept: graphql-ws sends right after onNext, so this only bounds memory. */
const TEXT_TTL_MS = 10_000;
/** At most this many characters of texts kept at once; past it, results are serialized per message, as graphql-ws does. */
export const MAX_KEPT_TEXT_CHARS = 32 * 1024 * 1024;
/** The placeholder's key, random per process: no client data can forge one (and an unknown id is left as it is). */
const PLACEHOLDER_KEY = `clutch:${randomBytes(12).toString('hex')}`;
/** What a message with a placeholder payload ends with, before the placeholder's id and the two closing braces. */
const PLACEHOLDER_PREFIX = `"payload":{"${PLACEHOLDER_KEY}":`;

const texts = new Map<number, string>();
const placeholders = new WeakMap<object, Record<string, number>>();
let lastId = 0;
let keptChars = 0;

/**
 * The placeholder for `result` (the same one for every subscriber handed the same object), its JSON made now, once;
 * or the result itself when the texts kept would pass MAX_KEPT_TEXT_CHARS (graphql-ws then serializes it as usual).
 */
export function placeholderOf(result: object): object {
  let placeholder = placeholders.get(result);
  if (!placeholder) {
    const text = JSON.stringify(result);
    if (keptChars + text.length > MAX_KEPT_TEXT_CHARS) return result;
    const id = ++lastId;
    texts.set(id, text);
    keptChars += text.length;
    setTimeout(() => {
      texts.delete(id);
      keptChars -= text.length;
    }, TEXT_TTL_MS).unref();
    placeholder = { [PLACEHOLDER_KEY]: id };
    placeholders.set(result, placeholder);
  }
  return placeholder;
}

/**
 * A graphql-ws message with the result's text in place of its placeholder payload (`{"id":…,"type":"next","payload":…}`:
 * the payload is the message's last member). Any other message is returned as it is.
 */
export function expandPlaceholder(message: string): string {
  if (!message.endsWith('}}')) return message;
  const at = message.lastIndexOf(PLACEHOLDER_PREFIX);
  if (at < 0) return message;
  const idText = message.slice(at + PLACEHOLDER_PREFIX.length, -2);
  if (!/^\d+$/.test(idText)) return message;
  const text = texts.get(Number(idText));
  return text === undefined ? message : `${message.slice(0, at)}"payload":${text}}`;
}
