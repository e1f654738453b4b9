import { Button, type ButtonProps } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';

/** A text button at least 44 px tall (a touch target, WCAG 2.5.5), for buttons outside react-admin's toolbars. */
export function TouchButton({ sx, ...props }: Omit<ButtonProps, 'sx'> & { sx?: SystemStyleObject<Theme> }) {
  return <Button {...props} sx={{ minHeight: 44, ...sx }} />;
}
