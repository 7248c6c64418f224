import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

const QUERY = '(min-width: 80rem) and (max-width: 105rem)';

/** A MediaQueryList the test moves, as the browser does when the window is resized across the query's edge. */
function fakeMediaQueryList(matches: boolean) {
  const target = new EventTarget();
  const list = {
    matches,
    media: QUERY,
    addEventListener: vi.fn((type: string, listener: EventListener) => target.addEventListener(type, listener)),
    removeEventListener: vi.fn((type: string, listener: EventListener) => target.removeEventListener(type, listener)),
  };
  const resize = (next: boolean) => {
    list.matches = next;
    target.dispatchEvent(new Event('change'));
  };
  return { list, resize };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('says whether the window matches, and follows the list when it fires "change"', () => {
    const { list, resize } = fakeMediaQueryList(false);
    const matchMedia = vi.fn(() => list);
    vi.stubGlobal('matchMedia', matchMedia);
    const { result } = renderHook(() => useMediaQuery(QUERY));
    expect(result.current).toBe(false);
    expect(matchMedia).toHaveBeenCalledWith(QUERY);

    act(() => resize(true));
    expect(result.current).toBe(true);
    act(() => resize(false));
    expect(result.current).toBe(false);
  });

  it('stops listening when unmounted', () => {
    const { list } = fakeMediaQueryList(true);
    vi.stubGlobal('matchMedia', vi.fn(() => list));
    const { unmount } = renderHook(() => useMediaQuery(QUERY));
    const listener = list.addEventListener.mock.calls[0]?.[1];
    expect(list.addEventListener).toHaveBeenCalledWith('change', listener);

    unmount();
    expect(list.removeEventListener).toHaveBeenCalledWith('change', listener);
  });

  it('is false where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMediaQuery(QUERY));
    expect(result.current).toBe(false);
  });
});
