import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@mui/material';
import { readSidebarCookie, writeSidebarCookie } from './sidebarCookie';

export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const MOBILE_BREAKPOINT = 768;
const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

export interface SidebarState {
  open: boolean;
  setOpen(open: boolean): void;
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
  isMobile: boolean;
  toggleSidebar(): void;
}

const SidebarContext = createContext<SidebarState | undefined>(undefined);

export function SidebarProvider({
  children,
  defaultOpen = true,
}: {
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const isMobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 1}px)`, { noSsr: true });
  const [open, setOpenState] = useState<boolean>(() => readSidebarCookie() ?? defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    writeSidebarCookie(value);
  }, []);

  // Stable while the viewport stays on one side of the breakpoint: the app bar's button does not re-render with
  // every toggle (issue 24).
  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else
      setOpenState((value) => {
        writeSidebarCookie(!value);
        return !value;
      });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider');
  return context;
}
