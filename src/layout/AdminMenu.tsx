import { Link, useLocation } from 'react-router-dom';
import { List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Tooltip } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { memo, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { useRoleAccess } from '../components/RoleGate';
import type { ResourceEntry } from '../resources/types';

export interface MenuEntry {
  /** i18n key of a page that is not a resource. */
  label?: string;
  /** A resource, labelled with its plural name (`resources.<name>.name`). */
  resource?: string;
  to: string;
  icon: ComponentType;
  exact: boolean;
}

export function menuEntries(registry: ResourceEntry[]): MenuEntry[] {
  return [
    { label: 'app.dashboard.title', to: '/', icon: DashboardIcon, exact: true },
    // The spec's sidebar lists exactly its eleven entries; other pages are reached from the dashboard's Verktyg.
    ...registry
      .filter((entry) => (entry.menu ?? 'sidebar') === 'sidebar')
      .map((entry) => ({
        resource: entry.name,
        to: `/${entry.name}`,
        icon: entry.icon,
        exact: false,
      })),
  ];
}

/** Dashboard is active only on exactly /admin; every other entry on any path under its route. */
export function isMenuEntryActive(entry: MenuEntry, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (entry.exact) return path === entry.to;
  return path === entry.to || path.startsWith(`${entry.to}/`);
}

/**
 * The menu of the sidebar and of the sheet. Memoised; the labels come from `resources.<name>.name` straight away,
 * not through react-admin's resource definitions, which change while the resources register at start.
 */
export const AdminMenu = memo(function AdminMenu({
  registry,
  collapsed = false,
  onNavigate,
}: {
  registry: ResourceEntry[];
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const translate = useTranslate();
  // Only what the role may open (an editor sees no reviews, inquiries, chats or consents).
  const may = useRoleAccess();
  const title = translate('app.menu.title');
  return (
    <List
      component="nav"
      aria-label={title}
      subheader={
        collapsed ? undefined : (
          <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: '40px' }}>
            {title}
          </ListSubheader>
        )
      }
    >
      {menuEntries(registry)
        .filter((entry) => !entry.resource || may({ resource: entry.resource, action: 'list' }))
        .map((entry) => {
          const active = isMenuEntryActive(entry, pathname);
          const label = entry.resource
            ? translate(`resources.${entry.resource}.name`, {
                smart_count: 2,
                // react-admin's fallback for a resource without a label: its name, humanised.
                _: entry.resource.charAt(0).toUpperCase() + entry.resource.slice(1).replace(/_/g, ' '),
              })
            : translate(entry.label ?? '');
          return (
            <AdminMenuItem
              key={entry.to}
              to={entry.to}
              label={label}
              icon={entry.icon}
              active={active}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          );
        })}
    </List>
  );
});
AdminMenu.displayName = 'AdminMenu';

/**
 * One entry of the menu. Memoised on its props: a route change re-renders the menu, and only the entries whose
 * active state changed render again (not all eleven with their buttons, icons and texts, issue 24).
 */
const AdminMenuItem = memo(function AdminMenuItem({
  to,
  label,
  icon: Icon,
  active,
  collapsed,
  onNavigate,
}: {
  to: string;
  label: string;
  icon: ComponentType;
  active: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const button = (
    <ListItemButton
      component={Link}
      to={to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      data-active={active}
      onClick={onNavigate}
      sx={{ minHeight: 44, px: collapsed ? 1.5 : 2 }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
        <Icon />
      </ListItemIcon>
      {collapsed ? null : <ListItemText primary={label} />}
    </ListItemButton>
  );
  return collapsed ? (
    <Tooltip title={label} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
});
