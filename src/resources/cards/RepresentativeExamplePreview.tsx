import { Alert } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { representativeExample, type ExampleValues } from './representativeExample';

export function RepresentativeExamplePreview() {
  const values = useWatch() as ExampleValues;
  const text = representativeExample(values);
  return (
    <Alert severity={text ? 'info' : 'warning'} data-testid="representative-example" sx={{ my: 1 }}>
      {text ?? 'Räkneexemplet är ofullständigt – kortet kan inte publiceras förrän alla fält är ifyllda.'}
    </Alert>
  );
}
