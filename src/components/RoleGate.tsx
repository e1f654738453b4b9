import { useCallback, type ReactNode } from 'react';
import { usePermissions, useResourceContext } from 'react-admin';
import { roleMayAccess, type AccessQuery } from '../lib/access';

/**
 * What the signed-in user's role may do (src/lib/access.ts), from react-admin's permissions, which the layout has
 * already loaded: no request per button, unlike useCanAccess.
 */
export function useRoleAccess(): (query: AccessQuery) => boolean {
  const { permissions } = usePermissions();
  return useCallback((query: AccessQuery) => roleMayAccess(permissions, query), [permissions]);
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
