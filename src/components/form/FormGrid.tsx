import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { GapBox } from './GapBox';

/** From this width the short fields of a form stand two to a row (tablet landscape, laptops). */
export const TWO_COLUMNS_MEDIA = '@media (min-width: 1024px)';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  [TWO_COLUMNS_MEDIA]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& > *': { minWidth: 0 },
  '& .MuiInputBase-root': { maxWidth: '70ch' },
};

/**
 * The forms' one grid (issue 22, "a tidy form grid"): one column below 1024 px, two equal columns from 1024 px for
 * short fields (name and slug, amounts, rates), the same 24 px between columns and 8 px between rows everywhere.
 * No text box grows wider than 70 characters of its own font, so lines stay readable on wide screens; long fields
 * (descriptions, URLs, pictures) take a row of their own through WideField.
 */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <GapBox testId="form-grid" sx={GRID}>
      {children}
    </GapBox>
  );
}

/** A field of a FormGrid that takes the whole row (long text, a URL, a picture). */
export function WideField({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>{children}</Box>;
}

/** A multi-line text of a FormGrid (a description, an excerpt) on a row of its own. */
export function WideText({ source }: { source: string }) {
  return (
    <WideField>
      <TextInput source={source} multiline />
    </WideField>
  );
}
