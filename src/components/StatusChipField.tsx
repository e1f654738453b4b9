import { Chip } from '@mui/material';
import { darken, getContrastRatio, type Theme } from '@mui/material/styles';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { statusChoice, type StatusChoice, type StatusColor } from '../lib/statuses';

/** The darkest background a chip sits on: a selected, hovered list row (primary at 12 % over white, about #e5ebfa). */
const ROW_BACKGROUND = '#e4e9f9';
const MIN_CONTRAST = 4.5;

/** The colour's dark shade, darkened until its text passes WCAG AA (4.5:1) on any row background. */
export function chipTextColor(theme: Theme, color: StatusColor): string {
  if (color === 'default') return theme.palette.text.primary;
  let text = theme.palette[color].dark;
  for (let step = 0; step < 10 && getContrastRatio(text, ROW_BACKGROUND) < MIN_CONTRAST; step += 1) {
    text = darken(text, 0.1);
  }
  return text;
}

/** A status as an outlined chip in its colour, with dark text that passes the contrast check. */
export function StatusChip({ choices, value }: { choices: readonly StatusChoice[]; value: unknown }) {
  const translate = useTranslate();
  const choice = statusChoice(choices, value);
  if (!choice) return null;
  return (
    <Chip
      label={translate(choice.name, { _: choice.name })}
      color={choice.color}
      variant="outlined"
      size="small"
      data-status={String(choice.id)}
      sx={{ color: (theme) => chipTextColor(theme, choice.color), fontWeight: 500, maxWidth: '100%' }}
    />
  );
}

/** A record's status (review, inquiry, article, card publication) as a coloured chip; '–' when empty. */
export function StatusChipField({
  choices,
  emptyText = '–',
  ...props
}: FieldProps & { choices: readonly StatusChoice[] }) {
  const value = useFieldValue(props);
  if (value === null || value === undefined || value === '') return <span>{emptyText}</span>;
  return <StatusChip choices={choices} value={value} />;
}
