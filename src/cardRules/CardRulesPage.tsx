import { useState } from 'react';
import { Alert, Box, CircularProgress, List, ListItem, Paper, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AppDataProvider } from '../providers/dataProvider';
import type { CardRuleReportRow } from '../providers/cardRuleMethods';
import { swedishDay } from '../lib/creditCaps';

interface FailingCard {
  id: number;
  name: string;
  problems: CardRuleReportRow[];
}

/** The report's rows (one per problem, by card name) as one entry per card. */
export function groupByCard(rows: readonly CardRuleReportRow[]): FailingCard[] {
  const cards = new Map<number, FailingCard>();
  for (const row of rows) {
    const card = cards.get(row.card_id) ?? { id: row.card_id, name: row.card_name, problems: [] };
    card.problems.push(row);
    cards.set(row.card_id, card);
  }
  return [...cards.values()];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Regelkontroll (issue 34): the published cards that fail the rules valid on a day, and why, each linked to its
 * form; today by default. Answered by public.card_rule_report (private.card_rule_problems, the database's rules).
 */
export function CardRulesPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [day, setDay] = useState(() => swedishDay(new Date()));
  const valid = DAY.test(day);
  const query = useQuery({
    queryKey: ['card_rule_report', day],
    queryFn: () => dataProvider.cardRuleReport(day),
    enabled: valid,
  });
  const cards = groupByCard(query.data ?? []);
  const ruleSet = query.data?.[0]?.rule_set;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Title title="app.card_rules.title" />
      <Typography sx={{ mt: 1 }}>{translate('app.card_rules.intro')}</Typography>
      <TextField
        type="date"
        label={translate('app.card_rules.day')}
        value={day}
        onChange={(event) => setDay(event.target.value)}
        error={!valid}
        helperText={valid ? translate('app.card_rules.day_help') : translate('app.card_rules.day_invalid')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'card-rules-day' } }}
        sx={{ mt: 2, minWidth: 220 }}
      />
      <Box aria-live="polite" aria-busy={query.isFetching} sx={{ mt: 2 }}>
        {query.isError ? (
          <Alert severity="error">{translate('app.card_rules.error')}</Alert>
        ) : query.isPending && valid ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        ) : !valid ? null : cards.length === 0 ? (
          <Alert severity="success" data-testid="card-rules-none">
            {translate('app.card_rules.none', { day })}
          </Alert>
        ) : (
          <Typography data-testid="card-rules-summary" sx={{ fontWeight: 700 }}>
            {translate('app.card_rules.summary', { smart_count: cards.length, day, rule_set: ruleSet ?? '' })}
          </Typography>
        )}
      </Box>
      {valid && cards.length > 0 && (
        <List data-testid="card-rules-list" sx={{ mt: 1 }}>
          {cards.map((card) => (
            <ListItem key={card.id} disableGutters sx={{ display: 'block' }}>
              <Paper variant="outlined" sx={{ p: 2 }} data-card-id={card.id}>
                <Typography component="h2" variant="h6">
                  <Link to={`/cards/${card.id}`}>{card.name}</Link>
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {card.problems.map((problem) => (
                    <li key={`${problem.code}-${problem.field}`}>
                      <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
                        {translate(`resources.cards.fields.${problem.field}`, { _: problem.field })}:
                      </Typography>{' '}
                      <Typography variant="body2" component="span">
                        {problem.message}
                      </Typography>
                    </li>
                  ))}
                </Box>
              </Paper>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
