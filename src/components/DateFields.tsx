import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatDate, formatDateTime } from '../lib/formatDate';

function FormattedDate({
  format,
  emptyText = '–',
  ...props
}: FieldProps & { format: (value: string) => string }) {
  const value = useFieldValue(props);
  const text = value ? format(value) : '';
  return (
    <Typography component="span" variant="body2" className={props.className}>
      {text ? (
        <time dateTime={String(value)} style={{ whiteSpace: 'nowrap' }}>
          {text}
        </time>
      ) : (
        emptyText
      )}
    </Typography>
  );
}

/** A date as yyyy-mm-dd (sv-SE, Stockholm). */
export const DateOnlyField = (props: FieldProps) => <FormattedDate {...props} format={formatDate} />;

/** A date and time as yyyy-mm-dd hh:mm (sv-SE, 24 h, Stockholm). */
export const DateTimeField = (props: FieldProps) => <FormattedDate {...props} format={formatDateTime} />;
