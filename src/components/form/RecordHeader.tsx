import { Children, isValidElement, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import { Labeled } from 'react-admin';
import { GapBox } from './GapBox';

const FACTS = {
  display: 'flex',
  flexWrap: 'wrap',
  '& > .RaLabeled-root': { flex: '0 1 auto', maxWidth: '100%' },
  '& .MuiChip-root': { maxWidth: 'none' },
  '& .nowrap': { whiteSpace: 'nowrap' },
};

/**
 * The read-only facts at the top of a moderation form (who, when, status). The facts wrap onto further lines as
 * a whole instead of shrinking: at 768 px a status chip is never cut ("Pågåe") and a value marked `nowrap` (a
 * phone number, a date) never breaks inside; only a long value such as an e-mail address breaks, and only when it
 * is wider than the line. Each child is a field; the header gives it its label (Labeled).
 */
export function RecordHeader({ children }: { children: ReactNode }) {
  return (
    <GapBox testId="record-header" sx={FACTS}>
      {labelled(children)}
    </GapBox>
  );
}

/** Read-only facts side by side below a form's header (e.g. the moderation dates), each with its label. */
export function FactRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={3}>
      {labelled(children)}
    </Stack>
  );
}

/** Each field in react-admin's Labeled: its `label` prop, else its source's field label. */
const labelled = (fields: ReactNode) =>
  Children.map(fields, (field) => (isValidElement(field) ? <Labeled>{field}</Labeled> : field));
