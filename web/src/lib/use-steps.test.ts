import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSteps } from './use-steps';

describe('useSteps', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first step at once and one more per task, up to the last', () => {
    const { result } = renderHook(() => useSteps(3));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(3);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(3);
  });

  it('schedules nothing once unmounted', () => {
    const { unmount } = renderHook(() => useSteps(5));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
