import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { representativeExample, type ExampleValues } from './representativeExample';

export function RepresentativeExamplePreview() {
  const translate = useTranslate();
  const values = useWatch() as ExampleValues;
  const text = representativeExample(values, translate);
  return (
    <Alert severity={text ? 'info' : 'warning'} data-testid="representative-example" sx={{ my: 1 }}>
      {text ?? translate('app.validation.card.example_incomplete')}
    </Alert>
  );
}
