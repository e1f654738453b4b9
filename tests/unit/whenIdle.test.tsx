import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { WhenIdle } from '../../src/components/WhenIdle';

// Issue 24: a record's history comes after its form, once the page has settled, not in the form's first open.
describe('WhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('holds the place (hidden from assistive technology) until the time has passed and the browser is idle', () => {
    vi.useFakeTimers();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { container } = render(
      <WhenIdle afterMs={1000}>
        <p>historiken</p>
      </WhenIdle>,
    );
    expect(screen.queryByText('historiken')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    act(() => vi.advanceTimersByTime(999));
    expect(idle).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(idle).toHaveLength(1);
    expect(screen.queryByText('historiken')).toBeNull();
    act(() => idle[0]());
    expect(screen.getByText('historiken')).toBeInTheDocument();
  });

  it('shows it after the time where the browser has no idle callbacks (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    render(
      <WhenIdle afterMs={500}>
        <p>historiken</p>
      </WhenIdle>,
    );
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('historiken')).toBeInTheDocument();
  });

  it('cancels its timer when the page is left first', () => {
    vi.useFakeTimers();
    const { unmount } = render(
      <WhenIdle>
        <p>historiken</p>
      </WhenIdle>,
    );
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
