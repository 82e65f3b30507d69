import { parse } from 'graphql';
import { ValidatedDocuments } from './validated-documents';

describe('ValidatedDocuments', () => {
  it('gives back the one document kept for a text, to every caller', () => {
    const documents = new ValidatedDocuments();
    const document = parse('{ ok }');
    documents.set('{ ok }', document);
    expect(documents.get('{ ok }')).toBe(document);
    expect(documents.get('{ ok }')).toBe(document);
    expect(documents.get('{ ok  }')).toBeUndefined();
  });

  it('evicts the least recently used text past its entry bound', () => {
    const documents = new ValidatedDocuments(2, 1_000);
    documents.set('{ a }', parse('{ a }'));
    documents.set('{ b }', parse('{ b }'));
    documents.get('{ a }');
    documents.set('{ c }', parse('{ c }'));
    expect(documents.size).toBe(2);
    expect(documents.get('{ b }')).toBeUndefined();
    expect(documents.get('{ a }')).toBeDefined();
    expect(documents.get('{ c }')).toBeDefined();
  });

  it('keeps its texts within a character budget, and never a text longer than the whole budget', () => {
    const documents = new ValidatedDocuments(100, 20);
    const text = (field: string) => `{ ${field.padEnd(6, 'x')} }`; // 10 characters
    documents.set(text('a'), parse(text('a')));
    documents.set(text('b'), parse(text('b')));
    documents.set(text('c'), parse(text('c')));
    expect(documents.size).toBe(2);
    expect(documents.get(text('a'))).toBeUndefined();
    const long = `{ ${'y'.repeat(30)} }`;
    documents.set(long, parse(long));
    expect(documents.get(long)).toBeUndefined();
    expect(documents.size).toBe(2);
  });
});
