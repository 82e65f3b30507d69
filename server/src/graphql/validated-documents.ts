import type { DocumentNode } from 'graphql';

/**
 * Documents that parsed and passed the static validation rules (those that do not depend on variables), by query
 * text, most recently used last. Thousands of sockets subscribe with the same few client documents: each one parsing
 * its own copy held about 60 KB of syntax tree per subscription for as long as it lived (10,000 match-page subscribers
 * kept some 600 MB alive, and every collection walked it). A document is immutable once parsed, so one copy serves
 * them all. Bounded by entries and by characters: a stream of distinct documents only evicts older ones.
 */
export class ValidatedDocuments {
  private readonly documents = new Map<string, DocumentNode>();
  private characters = 0;

  constructor(
    private readonly maxEntries = 1_000,
    private readonly maxCharacters = 4_000_000,
  ) {}

  get(text: string): DocumentNode | undefined {
    const document = this.documents.get(text);
    if (document) {
      // Most recently used last: Map iteration follows insertion order.
      this.documents.delete(text);
      this.documents.set(text, document);
    }
    return document;
  }

  /** Keeps a document that parsed and validated; a text longer than the whole budget is not kept. */
  set(text: string, document: DocumentNode): void {
    if (text.length > this.maxCharacters || this.documents.has(text)) return;
    this.documents.set(text, document);
    this.characters += text.length;
    for (const oldest of this.documents.keys()) {
      if (this.documents.size <= this.maxEntries && this.characters <= this.maxCharacters) break;
      this.documents.delete(oldest);
      this.characters -= oldest.length;
    }
  }

  get size(): number {
    return this.documents.size;
  }
}
