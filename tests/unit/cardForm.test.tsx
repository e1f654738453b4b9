import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Create, type DataProvider } from 'react-admin';
import { CardCreate, cardDefaults } from '../../src/resources/cards/CardCreate';
import { CardForm } from '../../src/resources/cards/CardForm';
import { renderWithAdmin, testDataProvider } from './kit';
import { RULE_SET_2025 } from '../exampleCard';

function fakeProvider() {
  const rows: Record<string, Array<{ id: number } & Record<string, unknown>>> = {
    banks: [{ id: 1, name: 'SEB' }],
    networks: [{ id: 1, name: 'Visa' }],
    categories: [{ id: 1, name: 'Resekort' }],
    // the rule set the form judges a published card by (creditRules.ts), as the seed's of 1 March 2025
    credit_rule_sets: [{ id: 1, ...RULE_SET_2025 }],
    reference_rates: [{ id: 1, valid_from: '2025-07-01', rate: 2 }],
  };
  const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
    data: { ...params.data, id: 99 },
  }));
  const provider = testDataProvider({
    getList: async (resource: string) => ({ data: rows[resource] ?? [], total: rows[resource]?.length ?? 0 }),
    getMany: async (resource: string) => ({ data: rows[resource] ?? [] }),
    create,
  } as Partial<DataProvider>);
  return { provider, create };
}

const renderCreate = (dataProvider: DataProvider) =>
  renderWithAdmin(<CardCreate />, {
    dataProvider,
    path: '/cards/create',
    resource: 'cards',
    // The tabs are routes under the form's path (TabbedForm's syncWithLocation).
    routes: ['/cards/create/*'],
  });

describe('card form', { timeout: 60_000 }, () => {
  it('starts from sensible defaults and derives the slug from the name', async () => {
    const { provider } = fakeProvider();
    renderCreate(provider);
    await userEvent.type(await screen.findByLabelText(/Namn/), 'Årets Bästa Kort');
    expect(screen.getByLabelText(/Slug/)).toHaveValue('arets-basta-kort');
    await userEvent.click(screen.getByRole('tab', { name: 'Räkneexempel' }));
    expect(screen.getByLabelText(/Kreditbelopp/)).toHaveValue(20000);
    expect(screen.getByLabelText(/Löptid/)).toHaveValue(12);
  });

  it('says in Swedish why a card cannot be published and sends nothing', async () => {
    const { provider, create } = fakeProvider();
    renderCreate(provider);
    await userEvent.type(await screen.findByLabelText(/Namn/), 'Testkort');
    await userEvent.click(screen.getByRole('tab', { name: 'Publicering' }));
    await userEvent.click(screen.getByLabelText('Publicerat'));
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(
      await screen.findByText(
        'Kortet kan inte publiceras: det uppfyller inte reglerna som gäller när det visas (se de markerade fälten)',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(create).not.toHaveBeenCalled());
  });

  it('shows field rules on their fields, turns the tab red and sends nothing', async () => {
    const { provider, create } = fakeProvider();
    renderCreate(provider);
    await userEvent.click(await screen.findByLabelText(/Namn/));
    await userEvent.paste('x'.repeat(121));
    await userEvent.click(screen.getByRole('tab', { name: 'Avgifter' }));
    const fee = screen.getByLabelText('Årsavgift (kr)');
    await userEvent.clear(fee);
    await userEvent.type(fee, '-100');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Får inte vara negativt')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Avgifter' }).className).toMatch(/error/);
    await userEvent.click(screen.getByRole('tab', { name: 'Grunduppgifter' }));
    // The name and the slug derived from it are both too long.
    expect(await screen.findAllByText('Högst 120 tecken (nu 121)')).toHaveLength(2);
    await waitFor(() => expect(create).not.toHaveBeenCalled());
  });

  it('builds only the tab in view; a tab mounts on its first visit and keeps its values when left', async () => {
    const { provider } = fakeProvider();
    renderCreate(provider);
    await screen.findByLabelText(/Namn/);
    expect(screen.queryByLabelText('Årsavgift (kr)')).toBeNull();
    expect(screen.queryByLabelText(/Lägsta ålder/)).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Avgifter' }));
    const fee = screen.getByLabelText('Årsavgift (kr)');
    await userEvent.clear(fee);
    await userEvent.type(fee, '250');
    await userEvent.click(screen.getByRole('tab', { name: 'Grunduppgifter' }));
    expect(screen.getByLabelText('Årsavgift (kr)', { selector: 'input' })).toHaveValue(250);
    expect(screen.queryByLabelText(/Lägsta ålder/)).toBeNull();
  });

  it('fixed-height textareas: no auto-sizing copy to measure on mount', async () => {
    const { provider } = fakeProvider();
    renderCreate(provider);
    await screen.findByLabelText(/Namn/);
    // The basics tab has none (the texts have their own tab, issue 24).
    expect(document.querySelectorAll('textarea')).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Texter' }));
    await screen.findByLabelText('Fördelar');
    // MUI's multiline TextField is always TextareaAutosize (a hidden copy measured on mount): one textarea each.
    const areas = document.querySelectorAll('textarea');
    expect([...areas].map((area) => area.getAttribute('name'))).toEqual([
      'short_description',
      'pros',
      'cons',
    ]);
    for (const area of areas) expect(area.getAttribute('rows')).toBe('3');
  });

  it('validates a tab never shown: its required field blocks the save, its header turns red', async () => {
    // min_age is an input of its own; effective_rate is one of the rates tab's AmountGrid (registered by `sources`).
    const { provider, create } = fakeProvider();
    const record = {
      ...cardDefaults,
      name: 'Testkort',
      slug: 'testkort',
      bank_id: 1,
      network_id: 1,
      min_age: null,
      effective_rate: 150,
    };
    renderWithAdmin(
      <Create resource="cards" record={record}>
        <CardForm />
      </Create>,
      { dataProvider: provider, path: '/cards/create', resource: 'cards', routes: ['/cards/create/*'] },
    );
    // An edit makes the form dirty (the save button is off until then).
    await userEvent.type(await screen.findByLabelText(/Namn/), ' Plus');
    expect(screen.queryByLabelText(/Lägsta ålder/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Krav' }).className).toMatch(/error/));
    expect(screen.getByRole('tab', { name: 'Ränta och kredit' }).className).toMatch(/error/);
    expect(screen.getByRole('tab', { name: 'Avgifter' }).className).not.toMatch(/error/);
    await userEvent.click(screen.getByRole('tab', { name: 'Krav' }));
    expect(await screen.findByText('Ange lägsta ålder')).toBeInTheDocument();
    await waitFor(() => expect(create).not.toHaveBeenCalled());
  });
});
