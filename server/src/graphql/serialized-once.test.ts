import { expandPlaceholder, MAX_KEPT_TEXT_CHARS, placeholderOf } from './serialized-once';

/** The message graphql-ws makes of a next payload (stringifyMessage: id, type, payload). */
const message = (id: string, payload: unknown) => JSON.stringify({ id, type: 'next', payload });

describe('a shared result serialized once', () => {
  const result = { data: { matchEvents: { id: 'm1', name: 'Crimson "Tide"', scores: [1, 2], at: '2026-11-27T07:00:00Z' } } };

  it('sends every subscriber the message graphql-ws would have sent with the whole result', () => {
    for (const id of ['1', 'a7f3', 'sub-9999']) {
      expect(expandPlaceholder(message(id, placeholderOf(result)))).toBe(message(id, result));
      expect(JSON.parse(expandPlaceholder(message(id, placeholderOf(result))))).toEqual({ id, type: 'next', payload: result });
    }
  });

  it('serializes one result once, however many subscribers it is shared by', () => {
    const shared = { data: { n: 1 } };
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      const first = placeholderOf(shared);
      for (let i = 0; i < 100; i++) expect(placeholderOf(shared)).toBe(first);
      expect(stringify.mock.calls.filter(([value]) => value === shared)).toHaveLength(1);
    } finally {
      stringify.mockRestore();
    }
  });

  it('gives different results their own text', () => {
    const other = { data: { matchEvents: { id: 'm2' } } };
    expect(expandPlaceholder(message('1', placeholderOf(other)))).toBe(message('1', other));
    expect(expandPlaceholder(message('1', placeholderOf(result)))).toBe(message('1', result));
  });

  it('leaves any other message as it is: ordinary payloads, look-alike keys and unknown ids', () => {
    const plain = message('1', { data: { text: '"payload":{"clutch:0":1}}' } });
    expect(expandPlaceholder(plain)).toBe(plain);
    expect(expandPlaceholder('{"type":"connection_ack"}')).toBe('{"type":"connection_ack"}');
    const key = Object.keys(placeholderOf(result))[0];
    const unknown = message('1', { [key]: 987654321 });
    expect(expandPlaceholder(unknown)).toBe(unknown);
    const notANumber = message('1', { [key]: '1' });
    expect(expandPlaceholder(notANumber)).toBe(notANumber);
  });
});

describe('a result too large to keep', () => {
  it('is handed back as it is (graphql-ws serializes it per message) once the texts kept would pass the bound', () => {
    const huge = { data: { text: 'x'.repeat(MAX_KEPT_TEXT_CHARS) } };
    expect(placeholderOf(huge)).toBe(huge);
    const small = { data: { n: 2 } };
    expect(placeholderOf(small)).not.toBe(small);
  });
});
