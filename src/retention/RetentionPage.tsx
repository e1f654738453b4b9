import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  BooleanField,
  EditButton,
  FunctionField,
  List,
  NumberField,
  TextField,
  Title,
  useDataProvider,
  useGetList,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { DateTimeField } from '../components/DateFields';
import { FoldedDatagrid } from '../components/lists/FoldedDatagrid';

/** Below this the two tables are blocks of labelled lines: their columns do not fit a phone or a small tablet. */
const FOLD_BELOW_PX = 900;

/** "Provkör (räkna)" counts what the clean-up would remove; "Kör nu" runs it (public.run_retention, admins only). */
function RunButtons() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);
  const run = async (dryRun: boolean) => {
    setRunning(true);
    try {
      await dataProvider.runRetention(dryRun);
      notify(dryRun ? 'app.retention.dry_run_done' : 'app.retention.run_done', { type: 'success' });
      refresh();
    } catch {
      notify('app.retention.run_failed', { type: 'error' });
    } finally {
      setRunning(false);
    }
  };
  return (
    // useFlexGap: a wrapped button keeps no margin of its own (Stack's spacing is a left margin without it).
    <Stack direction="row" spacing={2} useFlexGap sx={{ my: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" disabled={running} onClick={() => void run(true)}>
        {translate('app.retention.dry_run')}
      </Button>
      <Button variant="contained" disabled={running} onClick={() => void run(false)}>
        {translate('app.retention.run_now')}
      </Button>
    </Stack>
  );
}

interface RuleName {
  id: number;
  key: string;
  name: string;
}

/** A run's rule by its Swedish name (retention_runs keeps the rule's key); the key until the rules have loaded. */
function RuleNameField({ ruleKey }: { ruleKey: string }) {
  const { data } = useGetList<RuleName>('retention_rules', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
  });
  return <>{data?.find((rule) => rule.key === ruleKey)?.name ?? ruleKey}</>;
}

/** Gallring (issue 32): the retention rules (days and on/off editable within their bounds) and the last runs. */
export function RetentionPage() {
  const translate = useTranslate();
  return (
    <Box>
      <Title title="app.retention.title" />
      <RunButtons />
      <Typography variant="h6" component="h2">
        {translate('app.retention.rules')}
      </Typography>
      <List
        resource="retention_rules"
        title={false}
        sort={{ field: 'id', order: 'ASC' }}
        perPage={50}
        pagination={false}
        actions={false}
        exporter={false}
        storeKey="retention_rules.list"
        disableSyncWithLocation
      >
        <FoldedDatagrid data-testid="retention-rules" foldBelowPx={FOLD_BELOW_PX}>
          <TextField source="name" label="app.retention.fields.name" />
          <TextField source="description" label="app.retention.fields.description" />
          <NumberField source="keep_days" label="app.retention.fields.keep_days" />
          <NumberField source="min_days" label="app.retention.fields.min_days" />
          <NumberField source="max_days" label="app.retention.fields.max_days" />
          <BooleanField source="enabled" label="app.retention.fields.enabled" />
          <EditButton resource="retention" />
        </FoldedDatagrid>
      </List>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('app.retention.runs')}
      </Typography>
      <List
        resource="retention_runs"
        title={false}
        sort={{ field: 'started_at', order: 'DESC' }}
        perPage={20}
        actions={false}
        exporter={false}
        storeKey="retention_runs.list"
        disableSyncWithLocation
        empty={<Typography sx={{ p: 2 }}>{translate('app.retention.no_runs')}</Typography>}
      >
        <FoldedDatagrid data-testid="retention-runs" foldBelowPx={FOLD_BELOW_PX}>
          <DateTimeField source="started_at" label="app.retention.fields.started_at" />
          <FunctionField<{ rule_key: string }>
            source="rule_key"
            label="app.retention.fields.rule_key"
            render={(run) => <RuleNameField ruleKey={run.rule_key} />}
          />
          <BooleanField source="dry_run" label="app.retention.fields.dry_run" />
          <NumberField source="rows_affected" label="app.retention.fields.rows_affected" />
          <NumberField source="duration_ms" label="app.retention.fields.duration_ms" />
          <BooleanField source="completed" label="app.retention.fields.completed" />
        </FoldedDatagrid>
      </List>
    </Box>
  );
}
