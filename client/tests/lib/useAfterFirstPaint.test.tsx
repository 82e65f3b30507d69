import { act, renderHook } from '@testing-library/react';
import { useAfterFirstPaint } from '../../src/lib/useAfterFirstPaint';

/** A promise and the hands that settle it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Runs the animation frame and the timeout after it (the first paint), then pending promise callbacks. Waits for those
 * very callbacks rather than for a fixed time, which a loaded machine overran (CI: still false after 40 ms): a frame
 * callback of its own, registered after the hook's, and a timeout set in it, after the hook's.
 */
async function paint() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('useAfterFirstPaint', () => {
  it('is false on the first render and true once the first render is on screen', async () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await paint();
    expect(result.current).toBe(true);
  });

  it('with a preparation, starts it only after the paint and stays false until it has settled', async () => {
    const work = deferred();
    const prepare = jest.fn(() => work.promise);
    const { result } = renderHook(() => useAfterFirstPaint(prepare));
    expect(prepare).not.toHaveBeenCalled();
    await paint();
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);
    await act(async () => work.resolve());
    expect(result.current).toBe(true);
  });

  it('turns true when the preparation fails too (the section reports its own errors)', async () => {
    const work = deferred();
    const { result } = renderHook(() => useAfterFirstPaint(() => work.promise));
    await paint();
    await act(async () => work.reject(new Error('offline')));
    expect(result.current).toBe(true);
  });

  it('prepares once, however often the component renders', async () => {
    const prepare = jest.fn(() => Promise.resolve());
    const { result, rerender } = renderHook(() => useAfterFirstPaint(prepare));
    rerender();
    await paint();
    rerender();
    expect(result.current).toBe(true);
    expect(prepare).toHaveBeenCalledTimes(1);
  });
});
