import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLOUR_MODE_KEY, setColourMode, useColourMode, useResolvedColourMode } from '../../src/theme/colourMode';

describe('colour mode', () => {
  it('starts light and keeps the choice in localStorage', () => {
    const { result } = renderHook(() => useColourMode());
    expect(result.current).toBe('light');

    act(() => setColourMode('dark'));

    expect(result.current).toBe('dark');
    expect(window.localStorage.getItem(COLOUR_MODE_KEY)).toBe('dark');
  });

  it('follows a change made in another tab (storage event)', () => {
    const { result } = renderHook(() => useColourMode());

    act(() => {
      window.localStorage.setItem(COLOUR_MODE_KEY, 'auto');
      window.dispatchEvent(new StorageEvent('storage', { key: COLOUR_MODE_KEY, newValue: 'auto' }));
    });

    expect(result.current).toBe('auto');
  });

  it('paints auto with the system preference (light in this test browser)', () => {
    setColourMode('auto');
    const { result } = renderHook(() => useResolvedColourMode());
    expect(result.current).toBe('light');
  });
});
