import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { SwedishDateTimeInput } from '../../components/SwedishDateInputs';
import { FormGrid } from '../../components/form/FormGrid';
import { StatusChip } from '../../components/StatusChipField';
import { CARD_PUBLICATION_STATES, cardPublicationState } from '../../lib/publicationState';
import { CARD_FIELDS } from './cardFields';

const SCHEDULE_SOURCES = CARD_FIELDS.filter(
  (field) => field.tab === 'publishing' && field.kind === 'dateTime',
).map((field) => field.source);

/**
 * The publishing tab's times (the dateTime descriptors of cardFields.ts) and the state the public would see with the
 * form's values now: "Schemalagd" before publish_from, "Utgången" after publish_until.
 */
export function CardScheduleInputs() {
  const translate = useTranslate();
  const [isPublished, publishFrom, publishUntil] = useWatch({
    name: ['is_published', 'publish_from', 'publish_until'],
  }) as [boolean | undefined, string | null | undefined, string | null | undefined];
  const state = cardPublicationState({
    is_published: isPublished,
    publish_from: publishFrom,
    publish_until: publishUntil,
  });
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }} data-testid="card-publication-state">
        {translate('resources.cards.fields.publication_state')}:
        <StatusChip choices={CARD_PUBLICATION_STATES} value={state} />
      </Box>
      <FormGrid>
        {SCHEDULE_SOURCES.map((source) => (
          <SwedishDateTimeInput key={source} source={source} />
        ))}
      </FormGrid>
    </>
  );
}
