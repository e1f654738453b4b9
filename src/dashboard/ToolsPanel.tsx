import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import LinkIcon from '@mui/icons-material/Link';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import GroupIcon from '@mui/icons-material/Group';
import AutoDeleteIcon from '@mui/icons-material/AutoDelete';
import GavelIcon from '@mui/icons-material/Gavel';
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { useRoleAccess } from '../components/RoleGate';
import { Link } from 'react-router-dom';
import { SectionCard } from '../components/SectionCard';
import type { ResourceEntry } from '../resources/types';

export interface ToolLink {
  /** The page's name for access control (src/lib/access.ts): a resource, or admins, history, … */
  resource: string;
  /** i18n key of the page's title, or of a resource's name (`resources.<name>.name`). */
  label: string;
  to: string;
  icon: ComponentType;
}

/** Pages that are no resource and that the spec's sidebar does not list. */
const TOOL_PAGES: ToolLink[] = [
  { resource: 'history', label: 'app.history.title', to: '/history', icon: HistoryIcon },
  { resource: 'link-checks', label: 'app.link_checks.title', to: '/link-checks', icon: LinkIcon },
  { resource: 'retention', label: 'app.retention.title', to: '/retention', icon: AutoDeleteIcon },
  { resource: 'card-rules', label: 'app.card_rules.title', to: '/card-rules', icon: GavelIcon },
  { resource: 'terms-on-date', label: 'app.terms_on_date.title', to: '/terms-on-date', icon: EventNoteIcon },
  { resource: 'personal-data', label: 'app.personal_data.title', to: '/personal-data', icon: PrivacyTipIcon },
  { resource: 'admins', label: 'app.admins.title', to: '/account/admins', icon: GroupIcon },
];

/** The registry's resources placed under `tools`, then the other pages: everything the sidebar leaves out. */
export function toolLinks(registry: ResourceEntry[]): ToolLink[] {
  return [
    ...registry
      .filter((entry) => entry.menu === 'tools')
      .map((entry) => ({
        resource: entry.name,
        label: `resources.${entry.name}.name`,
        to: `/${entry.name}`,
        icon: entry.icon,
      })),
    ...TOOL_PAGES,
  ];
}

/** Verktyg: the back office's pages beyond the spec's eleven sidebar entries, one 48 px line each. */
export function ToolsPanel({ registry }: { registry: ResourceEntry[] }) {
  const translate = useTranslate();
  const may = useRoleAccess();
  const links = toolLinks(registry).filter(({ resource }) => may({ resource, action: 'list' }));
  return (
    <SectionCard
      id="tools-heading"
      title="app.dashboard.tools"
      heading="h3"
      sx={{ mt: 3 }}
      headerSx={{ pb: 1 }}
    >
      <List dense disablePadding>
        {links.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <ListItemButton component={Link} to={to} sx={{ minHeight: 48 }}>
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={translate(label, { smart_count: 2 })} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </SectionCard>
  );
}
