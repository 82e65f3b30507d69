import { KnownLoader, mapKnown } from './known-loader';

/** A loader of `key -> key.toUpperCase()` that records its batches; 'missing' fails. */
function upperLoader(options: ConstructorParameters<typeof KnownLoader<string, string>>[1] = {}) {
  const batches: string[][] = [];
  const loader = new KnownLoader<string, string>(async (keys) => {
    batches.push([...keys]);
    return keys.map((key) => (key === 'missing' ? new Error(`no ${key}`) : key.toUpperCase()));
  }, options);
  return { loader, batches };
}

describe('KnownLoader', () => {
  it('answers a primed value synchronously, and loads what it does not hold', async () => {
    const { loader, batches } = upperLoader();
    loader.prime('a', 'primed a');
    expect(loader.loadKnown('a')).toBe('primed a');
    const b = loader.loadKnown('b');
    expect(b).toBeInstanceOf(Promise);
    await expect(b).resolves.toBe('B');
    expect(batches).toEqual([['b']]);
    // Once resolved, a load is known too, and never fetched again.
    expect(loader.loadKnown('b')).toBe('B');
    await expect(loader.load('a')).resolves.toBe('primed a');
    expect(batches).toEqual([['b']]);
  });

  it('keeps what it holds when primed again, as DataLoader does', async () => {
    const { loader } = upperLoader();
    await loader.load('a');
    loader.prime('a', 'late prime');
    expect(loader.loadKnown('a')).toBe('A');
    await expect(loader.load('a')).resolves.toBe('A');
  });

  it('forgets on clear and clearAll, so a changed row is read again', async () => {
    const { loader, batches } = upperLoader();
    loader.prime('a', 'old').prime('b', 'old b');
    loader.clear('a').prime('a', 'new');
    expect(loader.loadKnown('a')).toBe('new');
    loader.clearAll();
    const reloaded = loader.loadKnown('b');
    expect(reloaded).toBeInstanceOf(Promise);
    await expect(reloaded).resolves.toBe('B');
    expect(batches).toEqual([['b']]);
  });

  it('does not record a load that was cleared before it resolved', async () => {
    const { loader } = upperLoader();
    const pending = loader.load('a');
    loader.clear('a');
    loader.prime('a', 'written meanwhile');
    await pending;
    expect(loader.loadKnown('a')).toBe('written meanwhile');
  });

  it('never knows a failure: a rejected load or a primed error is loaded (and fails) again', async () => {
    const { loader } = upperLoader();
    await expect(loader.load('missing')).rejects.toThrow('no missing');
    const again = loader.loadKnown('missing');
    expect(again).toBeInstanceOf(Promise);
    await expect(again).rejects.toThrow('no missing');
    loader.prime('broken', new Error('primed failure'));
    const primed = loader.loadKnown('broken');
    expect(primed).toBeInstanceOf(Promise);
    await expect(primed).rejects.toThrow('primed failure');
  });

  it('uses the cache key function for what it knows', async () => {
    const { loader } = upperLoader({ cacheKeyFn: (key) => key.toLowerCase() });
    loader.prime('Key', 'primed');
    expect(loader.loadKnown('KEY')).toBe('primed');
  });
});

describe('mapKnown', () => {
  it('maps a value at once and a promise once it resolves', async () => {
    expect(mapKnown(2, (n) => n * 10)).toBe(20);
    const later = mapKnown(Promise.resolve(3), (n) => n * 10);
    expect(later).toBeInstanceOf(Promise);
    await expect(later).resolves.toBe(30);
  });
});
