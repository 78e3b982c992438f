import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCROLL_TO_BOTTOM_DELAY_MS, useScrollToBottom } from './use-scroll-to-bottom';

describe('useScrollToBottom', () => {
  it('scrolls smoothly to the bottom 150 ms after it is called', () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { result } = renderHook(() => useScrollToBottom());

    act(() => result.current());
    act(() => vi.advanceTimersByTime(SCROLL_TO_BOTTOM_DELAY_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(SCROLL_TO_BOTTOM_DELAY_MS).toBe(150);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: expect.any(Number) as number, behavior: 'smooth' });
  });

  it('scrolls once for calls in quick succession and never after unmount', () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { result, unmount } = renderHook(() => useScrollToBottom());

    act(() => result.current());
    act(() => vi.advanceTimersByTime(100));
    act(() => result.current());
    act(() => vi.advanceTimersByTime(150));
    expect(scrollTo).toHaveBeenCalledOnce();

    act(() => result.current());
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(scrollTo).toHaveBeenCalledOnce();
  });
});
