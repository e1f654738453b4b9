import { TextInput, type Validator } from 'react-admin';
import { parseDecimal } from '../../lib/formatPercent';

const toText = (value: unknown) =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

/** A rate or percentage typed with a decimal comma ("1,65") and stored as a number. */
export function DecimalInput({
  source,
  min = 0,
  max = 100,
  validate = [],
}: {
  source: string;
  min?: number;
  max?: number;
  validate?: Validator[];
}) {
  const range: Validator = (value) => {
    if (value === null || value === undefined || value === '') return undefined;
    if (typeof value !== 'number') return 'app.validation.decimal';
    const number = value;
    if (number < min || number > max) return { message: 'app.validation.between', args: { min, max } };
    return undefined;
  };
  return (
    <TextInput
      source={source}
      format={toText}
      parse={(value: string) =>
        value === '' ? null : /[.,]$/.test(value) ? value : (parseDecimal(value) ?? value)
      }
      validate={[...validate, range]}
      inputProps={{ inputMode: 'decimal' }}
      helperText="%"
    />
  );
}
