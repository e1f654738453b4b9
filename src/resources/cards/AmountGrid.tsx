import type { ReactNode } from 'react';
import { NumberInput } from 'react-admin';
import { FormGrid } from '../../components/form/FormGrid';
import { DecimalInput } from './DecimalInput';
import { cardField } from './cardFields';

/**
 * A grid of the card's numbers in the given order: the percentages (kind 'percent' in cardFields.ts) are typed with a
 * decimal comma (DecimalInput), the rest are number inputs (with `step`, e.g. whole kronor). `children` follow them.
 */
export function AmountGrid({
  sources,
  step,
  children,
}: {
  sources: readonly string[];
  step?: number;
  children?: ReactNode;
}) {
  return (
    <FormGrid>
      {sources.map((source) =>
        cardField(source)?.kind === 'percent' ? (
          <DecimalInput key={source} source={source} />
        ) : (
          <NumberInput key={source} source={source} step={step} />
        ),
      )}
      {children}
    </FormGrid>
  );
}
