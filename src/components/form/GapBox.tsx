import type { ReactNode } from 'react';
import { Box, type Theme } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';

/**
 * The spacing the forms' blocks share (FormGrid, RecordHeader): the whole width, 24 px between columns and 8 px
 * between rows, so a header's facts and a form's fields line up at every width.
 */
export function GapBox({
  testId,
  sx,
  children,
}: {
  testId: string;
  sx: SystemStyleObject<Theme>;
  children: ReactNode;
}) {
  return (
    <Box data-testid={testId} sx={{ width: '100%', columnGap: 3, rowGap: 1, ...sx }}>
      {children}
    </Box>
  );
}
