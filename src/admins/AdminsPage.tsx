import { Box, Chip } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Button,
  DatagridBody,
  FunctionField,
  List,
  Title,
  useListContext,
  useRecordContext,
  useTranslate,
  type DatagridBodyProps,
  type DatagridRowProps,
  DatagridRow,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { DateTimeField } from '../components/DateFields';
import type { AdminRow } from '../providers/adminsProvider';
import { InviteAdminForm } from './InviteAdminForm';
import { RevokeAdminButton } from './RevokeAdminButton';
import { RoleSelect } from './RoleSelect';
import { FoldedDatagrid } from '../components/lists/FoldedDatagrid';

const AdminRowView = (props: DatagridRowProps) => <DatagridRow {...props} data-testid="admin-row" />;
const AdminsBody = (props: DatagridBodyProps) => <DatagridBody {...props} row={<AdminRowView />} />;

function EmailCell() {
  const record = useRecordContext<AdminRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {record.email}
      {record.is_self ? <Chip size="small" label={translate('app.admins.you')} sx={{ ml: 1 }} /> : null}
    </>
  );
}

function LastSignInCell() {
  const translate = useTranslate();
  return <DateTimeField source="last_sign_in_at" emptyText={translate('app.admins.never')} />;
}

function YesNo({ value }: { value: boolean }) {
  const translate = useTranslate();
  return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
}

function RevokeCell() {
  const { total } = useListContext<AdminRow>();
  return <RevokeAdminButton onlyOne={(total ?? 0) <= 1} />;
}

function RoleCell() {
  const { data } = useListContext<AdminRow>();
  return <RoleSelect admins={(data ?? []).filter((row) => row.role === 'admin').length} />;
}

/**
 * Administratörer: the team (admins and editors) and each one's role, which an admin changes (never their own, never
 * the last admin's); invite by e-mail; revoke (never yourself, never the last admin).
 */
export function AdminsPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Title title="app.admins.title" />
      <Button component={Link} to="/account" label="app.account.title" sx={{ mb: 1 }}>
        <ArrowBackIcon />
      </Button>
      <InviteAdminForm />
      <List<AdminRow>
        resource="admins"
        title={false}
        actions={false}
        pagination={false}
        exporter={false}
        empty={false}
        disableSyncWithLocation
        storeKey={false}
      >
        <FoldedDatagrid
          body={AdminsBody}
          foldBelowPx={900}
          aria-label={translate('app.admins.title')}
          // The table fits its column at every width rather than scrolling inside a frame that holds nothing
          // focusable on the signed-in admin's own row; below 900 px each admin is a block of labelled lines, as
          // the columns cut words ("Tvåstegsverif|iering", "admin@exa|mple.se") at 768 and 390 px (issue 31).
          sx={{
            '& .RaDatagrid-tableWrapper': { overflowX: 'visible' },
            '& .RaDatagrid-table': { tableLayout: 'fixed' },
            '& td, & th': { overflowWrap: 'break-word', hyphens: 'manual' },
          }}
        >
          <FunctionField
            source="email"
            label="app.admins.columns.email"
            sortable={false}
            render={() => <EmailCell />}
          />
          <FunctionField
            source="role"
            label="app.admins.columns.role"
            sortable={false}
            render={() => <RoleCell />}
          />
          <FunctionField
            source="last_sign_in_at"
            label="app.admins.columns.last_sign_in"
            sortable={false}
            render={() => <LastSignInCell />}
          />
          <FunctionField<AdminRow>
            source="mfa"
            label="app.admins.columns.mfa"
            sortable={false}
            render={(record) => <YesNo value={record.mfa} />}
          />
          <FunctionField label="app.admins.columns.actions" textAlign="right" render={() => <RevokeCell />} />
        </FoldedDatagrid>
      </List>
    </Box>
  );
}
