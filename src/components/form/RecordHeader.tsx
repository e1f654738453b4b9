import type { ReactNode } from 'react';
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
 * is wider than the line.
 */
export function RecordHeader({ children }: { children: ReactNode }) {
  return (
    <GapBox testId="record-header" sx={FACTS}>
      {children}
    </GapBox>
  );
}
