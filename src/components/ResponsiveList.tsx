import type { ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { SimpleList, type RaRecord } from 'react-admin';

/** A Datagrid on wide screens, a touch-friendly SimpleList on tablets in portrait and phones. */
export function ResponsiveList<T extends RaRecord>({
  primaryText,
  secondaryText,
  tertiaryText,
  linkType = 'edit',
  children,
}: {
  primaryText: (record: T) => ReactNode;
  secondaryText?: (record: T) => ReactNode;
  tertiaryText?: (record: T) => ReactNode;
  linkType?: 'edit' | 'show';
  children: ReactNode;
}) {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (compact) {
    return (
      <SimpleList<T>
        primaryText={primaryText}
        secondaryText={secondaryText}
        tertiaryText={tertiaryText}
        linkType={linkType}
        rowSx={() => ({ minHeight: 56 })}
      />
    );
  }
  return <>{children}</>;
}
