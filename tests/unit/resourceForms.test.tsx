import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { ReviewEdit } from '../../src/resources/reviews/ReviewEdit';
import { InquiryEdit } from '../../src/resources/inquiries/InquiryEdit';
import { NewsCreate } from '../../src/resources/news/NewsCreate';
import { BankCreate } from '../../src/resources/banks/BankCreate';
import { NetworkCreate } from '../../src/resources/networks/NetworkCreate';
import { CategoryEdit } from '../../src/resources/categories/CategoryEdit';
import { renderWithAdmin, testDataProvider } from './kit';

function provider(records: Record<string, Record<string, unknown>>) {
  const update = vi.fn(async (_r: string, params: { data: Record<string, unknown> }) => ({
    data: params.data,
  }));
  const create = vi.fn(async (_r: string, params: { data: Record<string, unknown> }) => ({
    data: { ...params.data, id: 7 },
  }));
  const dataProvider = testDataProvider({
    getOne: async (resource: string) => ({ data: records[resource] }),
    getList: async () => ({ data: [], total: 0 }),
    getMany: async () => ({ data: [] }),
    getManyReference: async () => ({ data: [], total: 0 }),
    update,
    create,
  } as Partial<DataProvider>);
  return { dataProvider, update, create };
}

function renderAt(path: string, resource: string, element: React.ReactElement, dataProvider: DataProvider) {
  return renderWithAdmin(element, {
    dataProvider,
    path,
    resource,
    routes: [`/${resource}/:id`, `/${resource}/create`],
  });
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Spara' }));

type Sent = ReturnType<typeof provider>['create' | 'update'];

/** Presses Spara, waits for `sent` (the provider's create or update) and checks what it sent; returns that. */
async function expectSaved(sent: Sent, expected: Record<string, unknown>) {
  await save();
  await waitFor(() => expect(sent).toHaveBeenCalled());
  const { data } = sent.mock.calls[0][1];
  expect(data).toMatchObject(expected);
  return data;
}

/** Replaces the text of the field labelled `label`. */
async function retype(label: RegExp, text: string) {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.type(screen.getByLabelText(label), text);
}

describe('review moderation form', () => {
  const review = {
    id: 5,
    card_id: 1,
    rating: 2,
    title: 'Dyrt',
    body: '<b>inte html</b>',
    author_name: 'Eva',
    status: 'pending',
  };

  it('shows the review text as plain text and needs a reason to reject', async () => {
    const { dataProvider, update } = provider({ reviews: review });
    renderAt('/reviews/5', 'reviews', <ReviewEdit />, dataProvider);
    expect(await screen.findByText('<b>inte html</b>')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Avvisad'));
    await save();
    expect(await screen.findByText('Ange ett skäl när recensionen avvisas')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Skäl för avvisning/), 'Reklam');
    const sent = await expectSaved(update, {
      status: 'rejected',
      rejection_reason: 'Reklam',
      published_at: null,
    });
    expect(sent.moderated_at).toBeTruthy();
  });
});

describe('inquiry form', () => {
  it('needs an answer before the inquiry is marked answered, then stamps answered_at', async () => {
    const inquiry = {
      id: 3,
      name: 'Lisa',
      email: 'l@example.se',
      question: 'Vilket kort?',
      status: 'in_progress',
    };
    const { dataProvider, update } = provider({ inquiries: inquiry });
    renderAt('/inquiries/3', 'inquiries', <InquiryEdit />, dataProvider);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Besvarad' }));
    await save();
    expect(
      await screen.findByText('Skriv ett svar innan förfrågan markeras som besvarad'),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await userEvent.type(
      screen.getByLabelText('Svar', { exact: false, selector: 'textarea' }),
      'Ett resekort.',
    );
    const sent = await expectSaved(update, { status: 'answered', answer: 'Ett resekort.' });
    expect(sent.answered_at).toBeTruthy();
  });
});

describe('news form', () => {
  it('defaults to a draft, derives the slug and refuses a scheduled article without a time', async () => {
    const { dataProvider, create } = provider({});
    renderAt('/news/create', 'news', <NewsCreate />, dataProvider);
    await userEvent.type(await screen.findByLabelText(/Rubrik/), 'Räntan höjs igen');
    expect(screen.getByLabelText(/Slug/)).toHaveValue('rantan-hojs-igen');
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveTextContent('Utkast');
    await userEvent.click(screen.getByRole('combobox', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Schemalagd' }));
    await save();
    expect(await screen.findByText('Ange när inlägget ska publiceras')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});

describe('bank form', () => {
  it('checks the organisation number format before saving', async () => {
    const { dataProvider, create } = provider({});
    renderAt('/banks/create', 'banks', <BankCreate />, dataProvider);
    await userEvent.type(await screen.findByLabelText(/Namn/), 'Ny Bank');
    await userEvent.type(screen.getByLabelText(/Organisationsnummer/), '123');
    await save();
    expect(await screen.findByText('Skriv organisationsnumret som NNNNNN-NNNN')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    await retype(/Organisationsnummer/, '502032-9081');
    await expectSaved(create, {
      name: 'Ny Bank',
      slug: 'ny-bank',
      org_number: '502032-9081',
      is_active: true,
    });
  });
});

describe('bank, network and category forms: field rules before anything is sent', () => {
  it('bank: a name over the database limit and an ftp address are marked on their fields', async () => {
    const { dataProvider, create } = provider({});
    renderAt('/banks/create', 'banks', <BankCreate />, dataProvider);
    await userEvent.click(await screen.findByLabelText(/Namn/));
    await userEvent.paste('B'.repeat(121));
    await userEvent.type(screen.getByLabelText(/Webbplats/), 'ftp://bank.se');
    await save();
    // The slug follows the name, so both are too long.
    expect(await screen.findAllByText('Högst 120 tecken (nu 121)')).toHaveLength(2);
    expect(screen.getByText('Adressen måste börja med http:// eller https://')).toBeInTheDocument();
    expect(screen.getByLabelText(/Namn/)).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('network: needs a name, a valid slug and an http(s) logo; then saves', async () => {
    const { dataProvider, create } = provider({});
    renderAt('/networks/create', 'networks', <NetworkCreate />, dataProvider);
    await userEvent.type(await screen.findByLabelText(/Logotyp-URL/), 'logo.png');
    await save();
    expect(await screen.findByText('Ange nätverkets namn')).toBeInTheDocument();
    expect(screen.getByText('Ange en slug')).toBeInTheDocument();
    expect(screen.getByText('Adressen måste börja med http:// eller https://')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Namn/), 'Nytt Nät');
    await retype(/Logotyp-URL/, 'https://example.se/logo.png');
    await expectSaved(create, {
      name: 'Nytt Nät',
      slug: 'nytt-nat',
      logo_url: 'https://example.se/logo.png',
    });
  });

  it('category: a negative sort order and a hand-written bad slug are refused on their fields', async () => {
    const { dataProvider, update } = provider({
      categories: { id: 4, name: 'Resor', slug: 'resor', sort_order: 10, is_active: true },
    });
    renderAt('/categories/4', 'categories', <CategoryEdit />, dataProvider);
    const order = await screen.findByLabelText(/Sorteringsordning/);
    await userEvent.clear(order);
    await userEvent.type(order, '-5');
    await retype(/Slug/, 'Resor och nöje');
    await save();
    expect(await screen.findByText('Får inte vara negativt')).toBeInTheDocument();
    expect(screen.getByText('Endast a–z, 0–9 och bindestreck (t.ex. arets-basta-kort)')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });
});
