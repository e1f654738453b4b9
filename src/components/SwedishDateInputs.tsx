import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { svSE as pickersSvSE } from '@mui/x-date-pickers/locales';
import { endOfDay, format, isValid, parseISO, startOfDay } from 'date-fns';
import { sv } from 'date-fns/locale/sv';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';

type DateInputProps = Omit<InputProps, 'format' | 'parse'> & {
  label?: string;
  helperText?: ReactNode;
  alwaysOn?: boolean;
  fullWidth?: boolean;
  /**
   * A date filter on a timestamp column: store the start or the end of the chosen day in the browser's time zone
   * as a full timestamp (2026-11-23T22:59:59.999Z), so that 'Till och med' includes the whole day. Without it a
   * date is stored as yyyy-mm-dd.
   */
  dayBound?: 'start' | 'end';
};

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== 'string' || value === '') return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/**
 * react-admin's DateInput and DateTimeInput are the browser's native inputs, which follow the browser's
 * language (mm/dd/yyyy, AM/PM). These use MUI X pickers with date-fns' Swedish locale: yyyy-mm-dd and 24 h,
 * whatever the browser's language.
 */
function storedDate(date: Date, dayBound: DateInputProps['dayBound']): string {
  if (dayBound === 'start') return startOfDay(date).toISOString();
  if (dayBound === 'end') return endOfDay(date).toISOString();
  return format(date, 'yyyy-MM-dd');
}

function SwedishPicker({ kind, dayBound, ...props }: DateInputProps & { kind: 'date' | 'datetime' }) {
  const { label, helperText, source, resource, fullWidth } = props;
  const { field, fieldState, isRequired, id } = useInput({
    ...props,
    format: (value: unknown) => value,
    parse: (value: unknown) => value,
  });
  const value = toDate(field.value);
  const onChange = (date: Date | null) => {
    if (!date || !isValid(date)) field.onChange(null);
    else field.onChange(kind === 'date' ? storedDate(date, dayBound) : date.toISOString());
  };
  const common = {
    label: <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />,
    value,
    onChange,
    slotProps: {
      textField: {
        id,
        name: field.name,
        onBlur: field.onBlur,
        size: 'small' as const,
        margin: 'dense' as const,
        fullWidth,
        error: fieldState.invalid,
        helperText: <InputHelperText error={fieldState.error?.message} helperText={helperText} />,
      },
    },
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={sv}
      // The pickers' own texts in Swedish; kept here, not in the theme, so only forms with dates load them.
      localeText={pickersSvSE.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {kind === 'date' ? (
        <DatePicker {...common} format="yyyy-MM-dd" />
      ) : (
        <DateTimePicker {...common} format="yyyy-MM-dd HH:mm" ampm={false} />
      )}
    </LocalizationProvider>
  );
}

export function SwedishDateInput(props: DateInputProps) {
  return <SwedishPicker kind="date" {...props} />;
}

export function SwedishDateTimeInput(props: DateInputProps) {
  return <SwedishPicker kind="datetime" {...props} />;
}
