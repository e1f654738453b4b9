import { useState, type ReactNode } from 'react';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { useGetOne, useTranslate } from 'react-admin';
import { REFERENCE_CHOICES_STALE_MS } from '../../components/form/referenceChoices';
import { useWatch } from 'react-hook-form';
import { representativeExample } from './representativeExample';
import { asNumber, exampleValues, httpUrl, kronorText, percentText, rangeText } from './cardPreviewValues';
import { exampleMismatches } from './exampleFigures';
import { formatPercent } from '../../lib/formatPercent';
import { formatSEK } from '../../lib/formatSEK';
import { PREVIEW_BENEFITS, PREVIEW_FEE_ROWS, type PreviewFeeRow } from './cardFields';

/** The key figures' value style, shared by the fee and both rates: the effective rate is never less prominent. */
const FIGURE_VALUE = { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 } as const;

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0, ...FIGURE_VALUE }}>
        {value}
      </Typography>
    </Box>
  );
}

// A dark amber: the theme's warning.dark is under 4.5:1 on the panel's background (axe color-contrast).
const MISSING_COLOR = '#7a4100';

function Missing({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{ color: MISSING_COLOR, fontStyle: 'italic', fontWeight: 400, fontSize: '1rem' }}
    >
      {children}
    </Box>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography component="h4" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const IMAGE_BOX = { width: 96, height: 61, flexShrink: 0, borderRadius: 1 } as const;

/** The card's picture, or a placeholder when there is no address or the image does not load. */
function CardImage({ url, alt }: { url: string | null; alt: string }) {
  const translate = useTranslate();
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed !== url)
    return (
      <Box
        component="img"
        src={url}
        alt={alt}
        onError={() => setFailed(url)}
        sx={{ ...IMAGE_BOX, objectFit: 'contain' }}
      />
    );
  return (
    <Box
      data-testid="card-preview-no-image"
      sx={{
        ...IMAGE_BOX,
        bgcolor: 'grey.100',
        color: 'text.secondary',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        fontSize: '0.7rem',
      }}
    >
      <CreditCardIcon aria-hidden fontSize="small" />
      {translate(url ? 'resources.cards.preview.image_failed' : 'resources.cards.preview.no_image')}
    </Box>
  );
}

function useReferenceName(reference: string, id: unknown): string | undefined {
  const { data } = useGetOne<{ id: number; name: string }>(
    reference,
    { id: id as number },
    // The suggestions the card list prefetched hold it (src/components/form/referenceChoices.ts).
    { enabled: id !== null && id !== undefined && id !== '', staleTime: REFERENCE_CHOICES_STALE_MS },
  );
  return data?.name;
}

/** A free text of the card (its short description, its bonus), left out while it is empty. */
function OptionalText({ value, mt }: { value: unknown; mt: number }) {
  return typeof value === 'string' && value ? (
    <Typography variant="body2" sx={{ mt }}>
      {value}
    </Typography>
  ) : null;
}

/** A value of the fees section: kronor or percent by kind; a min and a max as a range, other pairs joined by " + ". */
function feeRowText(fields: PreviewFeeRow['fields'], values: Record<string, unknown>): string | null {
  const min = fields.find((field) => field.range === 'min');
  const max = fields.find((field) => field.range === 'max');
  if (min && max)
    return rangeText(
      values[min.source],
      values[max.source],
      min.kind === 'percent' ? formatPercent : formatSEK,
    );
  const texts = fields.map(({ source, kind }) =>
    kind === 'percent' ? percentText(values[source]) : kronorText(values[source]),
  );
  return texts.filter(Boolean).join(' + ') || null;
}

/**
 * The card as the public comparison site shows it, drawn live from the card form's values: name, issuer, image,
 * fees in kronor, rates with a decimal comma (the effective rate at least as prominent as any other rate, as the
 * Consumer Credit Act requires), the representative example and the sponsored marking.
 */
export function CardPreview() {
  const translate = useTranslate();
  const values = useWatch() as Record<string, unknown>;
  const t = (key: string, options?: Record<string, unknown>) => translate(key, options);
  const missing = (label: string) => t('resources.cards.preview.missing', { label });
  const bank = useReferenceName('banks', values.bank_id);
  const network = useReferenceName('networks', values.network_id);

  const name = typeof values.name === 'string' && values.name.trim() ? values.name.trim() : null;
  const image = httpUrl(values.image_url);
  const highlights = (Array.isArray(values.highlights) ? values.highlights : []).filter(
    (item): item is string => typeof item === 'string' && item.trim() !== '',
  );
  const annualFee = kronorText(values.annual_fee);
  const effective = percentText(values.effective_rate);
  const nominal = rangeText(values.nominal_rate_min, values.nominal_rate_max, formatPercent);
  const freeDays = asNumber(values.interest_free_days);
  const example = representativeExample(exampleValues(values), translate);
  const exampleWrong = example !== null && Object.keys(exampleMismatches(exampleValues(values))).length > 0;
  const apply = httpUrl(values.apply_url);
  const rating = asNumber(values.editor_rating);
  const cashback = percentText(values.cashback_percent);
  const minAge = asNumber(values.min_age);
  const income = kronorText(values.min_annual_income);
  const yes = t('ra.boolean.true');
  const no = t('ra.boolean.false');

  const fees: Array<[string, string | null]> = PREVIEW_FEE_ROWS.map(({ label, fields }) => [
    t(label),
    feeRowText(fields, values),
  ]);
  const benefits: Array<[string, unknown]> = PREVIEW_BENEFITS.map((source) => [
    t(`resources.cards.fields.${source}`),
    values[source],
  ]);

  return (
    <Box data-testid="card-preview">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(values.is_published ? 'resources.cards.preview.published' : 'resources.cards.preview.unpublished')}
      </Typography>
      <Paper variant="outlined" component="article" sx={{ p: 2, minWidth: 0, overflowWrap: 'anywhere' }}>
        {values.is_sponsored ? (
          <Chip
            data-testid="card-preview-sponsored"
            label={t('resources.cards.preview.sponsored')}
            size="small"
            sx={{ mb: 1, bgcolor: '#fef3c7', color: '#78350f', fontWeight: 700 }}
          />
        ) : null}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CardImage url={image} alt={t('resources.cards.preview.image_alt', { name: name ?? '' })} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" variant="h6" sx={{ lineHeight: 1.25 }}>
              {name ?? <Missing>{t('resources.cards.preview.no_name')}</Missing>}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[bank ?? t('resources.cards.preview.no_bank'), network].filter(Boolean).join(' · ')}
            </Typography>
            {rating !== null ? (
              <Typography variant="body2">
                {t('resources.cards.preview.rating', {
                  rating: rating.toLocaleString('sv-SE', { maximumFractionDigits: 1 }),
                })}
              </Typography>
            ) : null}
          </Box>
        </Stack>
        <OptionalText value={values.short_description} mt={1.5} />
        {highlights.length ? (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {highlights.map((item, index) => (
              <Box component="li" key={index} sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
                <CheckIcon aria-hidden fontSize="small" color="success" />
                <Typography variant="body2">{item}</Typography>
              </Box>
            ))}
          </Box>
        ) : null}

        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
            gap: 1.5,
            my: 2,
            p: 1.5,
            bgcolor: 'grey.50',
            borderRadius: 1,
          }}
        >
          <Figure
            testId="card-preview-annual-fee"
            label={t('resources.cards.preview.annual_fee')}
            value={annualFee ?? <Missing>{missing(t('resources.cards.preview.annual_fee'))}</Missing>}
          />
          <Figure
            testId="card-preview-effective-rate"
            label={t('resources.cards.preview.effective_rate')}
            value={effective ?? <Missing>{missing(t('resources.cards.preview.effective_rate'))}</Missing>}
          />
          <Figure
            testId="card-preview-nominal-rate"
            label={t('resources.cards.preview.nominal_rate')}
            value={nominal ?? <Missing>{missing(t('resources.cards.preview.nominal_rate'))}</Missing>}
          />
          {freeDays !== null ? (
            <Figure
              testId="card-preview-interest-free-days"
              label={t('resources.cards.fields.interest_free_days')}
              value={t('resources.cards.preview.days', { smart_count: freeDays })}
            />
          ) : null}
        </Box>

        <Section title={t('resources.cards.tabs.fees')}>
          <Box component="dl" sx={{ m: 0 }}>
            {fees.map(([label, value]) => (
              <Detail key={label} label={label}>
                {value ?? <Missing>{missing(label)}</Missing>}
              </Detail>
            ))}
            <Detail label={t('resources.cards.fields.rate_type')}>
              <span data-testid="card-preview-rate-type">
                {values.rate_type === 'fixed' || values.rate_type === 'variable' ? (
                  t(`resources.cards.rate_types.${values.rate_type}`)
                ) : (
                  <Missing>{missing(t('resources.cards.fields.rate_type'))}</Missing>
                )}
              </span>
            </Detail>
          </Box>
        </Section>

        <Section title={t('resources.cards.tabs.benefits')}>
          <Box component="dl" sx={{ m: 0 }}>
            {benefits.map(([label, value]) => (
              <Detail key={label} label={label}>
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  {value ? (
                    <CheckIcon aria-hidden fontSize="inherit" color="success" />
                  ) : (
                    <CloseIcon aria-hidden fontSize="inherit" color="disabled" />
                  )}
                  {value ? yes : no}
                </Box>
              </Detail>
            ))}
            {cashback && asNumber(values.cashback_percent) ? (
              <Detail label={t('resources.cards.preview.cashback')}>{cashback}</Detail>
            ) : null}
          </Box>
          <OptionalText value={values.bonus_description} mt={0.5} />
        </Section>

        <Section title={t('resources.cards.tabs.requirements')}>
          <Box component="dl" sx={{ m: 0 }}>
            <Detail label={t('resources.cards.fields.min_age')}>
              {minAge !== null ? (
                t('resources.cards.preview.min_age', { age: minAge })
              ) : (
                <Missing>{missing(t('resources.cards.fields.min_age'))}</Missing>
              )}
            </Detail>
            {income && asNumber(values.min_annual_income) ? (
              <Detail label={t('resources.cards.preview.min_income')}>{income}</Detail>
            ) : null}
            <Detail label={t('resources.cards.fields.accepts_payment_remarks')}>
              {values.accepts_payment_remarks ? yes : no}
            </Detail>
          </Box>
        </Section>

        {typeof values.credit_warning === 'string' && values.credit_warning.trim() ? (
          <Typography
            data-testid="card-preview-warning"
            sx={{ mt: 2, p: 1, fontWeight: 700, border: 2, borderColor: 'text.primary', borderRadius: 1 }}
          >
            {values.credit_warning.trim()}
          </Typography>
        ) : null}
        <Box
          data-testid="card-preview-example"
          sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'grey.100', fontSize: '0.8125rem' }}
        >
          {example ?? <Missing>{t('resources.cards.preview.no_example')}</Missing>}
          {example && typeof values.example_updated_on === 'string' && values.example_updated_on ? (
            <Box component="span" sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}>
              {t('resources.cards.preview.example_checked', { date: values.example_updated_on })}
            </Box>
          ) : null}
          {exampleWrong ? (
            <Box
              component="strong"
              data-testid="card-preview-example-wrong"
              sx={{ display: 'block', mt: 0.5, color: 'error.dark' }}
            >
              {t('resources.cards.computed.preview_warning')}
            </Box>
          ) : null}
        </Box>

        {apply ? (
          <Button
            component="a"
            href={apply}
            target="_blank"
            rel="sponsored noopener noreferrer"
            variant="contained"
            fullWidth
            sx={{ mt: 2 }}
          >
            {t('resources.cards.preview.apply')}
          </Button>
        ) : null}
      </Paper>
    </Box>
  );
}
