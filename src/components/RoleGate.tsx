import { createContext, useCallback, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import { usePermissions, useResourceContext } from 'react-admin';
import { roleMayAccess, type AccessQuery } from '../lib/access';

interface RoleState {
  role: unknown;
  known: boolean;
}

const RoleContext = createContext<RoleState>({ role: undefined, known: false });

/**
 * The signed-in user's role, read once for the whole layout. react-admin's usePermissions re-renders its caller at
 * every step of its query (pending, fetching, refetch on focus); the context changes only when the role does, so the
 * menu and the buttons render once it is known and not again (tests/e2e/renders.spec.ts).
 */
export function RoleProvider({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions();
  const value = useMemo(() => ({ role: permissions, known: !isPending }), [permissions, isPending]);
  // The role's answer arrives through react-query's external store, whose updates React renders in one blocking
  // task; deferred, the menu and the page it lets in render in React's 5 ms slices instead (issue 36).
  const deferred = useDeferredValue(value);
  return <RoleContext.Provider value={deferred}>{children}</RoleContext.Provider>;
}

/** The signed-in user's role as the layout has loaded it (RoleProvider), and whether it has answered yet. */
export function useRole(): RoleState {
  return useContext(RoleContext);
}

/** Its children once the role is known: a menu filtered by role draws once, not empty first and again when it answers. */
export function WhenRoleKnown({ children }: { children: ReactNode }) {
  return useRole().known ? <>{children}</> : null;
}

/**
 * What the signed-in user's role may do (src/lib/access.ts), from the role the layout has loaded (RoleProvider):
 * no request per button, unlike useCanAccess. Outside a RoleProvider nothing is allowed.
 */
export function useRoleAccess(): (query: AccessQuery) => boolean {
  const { role } = useRole();
  return useCallback((query: AccessQuery) => roleMayAccess(role, query), [role]);
}

/** Its children only when the role may do `action` on the resource (the current one unless named), else `fallback`. */
export function RoleGate({
  action,
  resource,
  children,
  fallback = null,
}: {
  action: string;
  resource?: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const current = useResourceContext();
  const may = useRoleAccess();
  return <>{may({ resource: resource ?? current ?? '', action }) ? children : fallback}</>;
}
