import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidebarProvider, useSidebar } from '../../src/layout/SidebarContext';
import { readSidebarCookie, writeSidebarCookie } from '../../src/layout/sidebarCookie';
import { mockViewport } from './kit';

function clearCookie() {
  document.cookie = 'sidebar:state=; path=/; max-age=0';
}

function Probe() {
  const { open, openMobile, isMobile, toggleSidebar } = useSidebar();
  return (
    <button onClick={toggleSidebar} data-open={open} data-open-mobile={openMobile} data-mobile={isMobile}>
      toggle
    </button>
  );
}

/** Renders the provider with the probe and returns the probe's button. */
function renderProbe() {
  render(
    <SidebarProvider>
      <Probe />
    </SidebarProvider>,
  );
  return screen.getByRole('button');
}

describe('sidebar state', () => {
  beforeEach(() => {
    clearCookie();
    mockViewport(1280);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearCookie();
  });

  it('writes sidebar:state for seven days on the whole site and reads it back', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    writeSidebarCookie(false);
    expect(writes).toEqual(['sidebar:state=false; path=/; max-age=604800']);
    expect(readSidebarCookie()).toBe(false);
    expect(readSidebarCookie('a=1; sidebar:state=true')).toBe(true);
    expect(readSidebarCookie('a=1')).toBeUndefined();
    vi.restoreAllMocks();
  });

  it('toggles with Ctrl+B and Cmd+B and remembers the state in the cookie', async () => {
    const button = renderProbe();
    expect(button).toHaveAttribute('data-open', 'true');
    await userEvent.keyboard('{Control>}b{/Control}');
    expect(button).toHaveAttribute('data-open', 'false');
    expect(readSidebarCookie()).toBe(false);
    await userEvent.keyboard('{Meta>}b{/Meta}');
    expect(button).toHaveAttribute('data-open', 'true');
    expect(readSidebarCookie()).toBe(true);
    await userEvent.keyboard('b');
    expect(button).toHaveAttribute('data-open', 'true');
  });

  it('starts from the cookie', () => {
    writeSidebarCookie(false);
    expect(renderProbe()).toHaveAttribute('data-open', 'false');
  });

  it('below 768px toggles the mobile sheet, closed by default, without touching the desktop state', async () => {
    mockViewport(767);
    const button = renderProbe();
    expect(button).toHaveAttribute('data-mobile', 'true');
    expect(button).toHaveAttribute('data-open-mobile', 'false');
    await act(async () => button.click());
    expect(button).toHaveAttribute('data-open-mobile', 'true');
    expect(readSidebarCookie()).toBeUndefined();
  });
});
