import type { ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { SimpleList, type RaRecord } from 'react-admin';

/** A Datagrid on wide screens, a touch-friendly SimpleList on tablets in portrait and phones. */
export function ResponsiveList<T extends RaRecord>({
  primaryText,
  secondaryText,
  tertiaryText,
  leftIcon,
  linkType = 'edit',
  children,
}: {
  primaryText: (record: T) => ReactNode;
  secondaryText?: (record: T) => ReactNode;
  tertiaryText?: (record: T) => ReactNode;
  /** A thumbnail or icon before the texts. */
  leftIcon?: (record: T) => ReactNode;
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
        leftIcon={leftIcon}
        linkType={linkType}
        rowSx={() => ({ minHeight: 56 })}
        // react-admin fades the tertiary text to 54 %, which takes status chips and dates below 4.5:1 contrast.
        sx={{ '& .RaSimpleList-tertiary': { opacity: 1, ml: 1 } }}
      />
    );
  }
  return <>{children}</>;
}
