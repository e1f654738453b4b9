import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { ReviewEdit } from '../../src/resources/reviews/ReviewEdit';
import { InquiryEdit } from '../../src/resources/inquiries/InquiryEdit';
import { NewsCreate } from '../../src/resources/news/NewsCreate';
import { BankCreate } from '../../src/resources/banks/BankCreate';
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
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ange ett skäl när recensionen avvisas')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Skäl för avvisning/), 'Reklam');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Reklam',
      published_at: null,
    });
    expect(update.mock.calls[0][1].data.moderated_at).toBeTruthy();
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
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(
      await screen.findByText('Skriv ett svar innan förfrågan markeras som besvarad'),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await userEvent.type(
      screen.getByLabelText('Svar', { exact: false, selector: 'textarea' }),
      'Ett resekort.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({ status: 'answered', answer: 'Ett resekort.' });
    expect(update.mock.calls[0][1].data.answered_at).toBeTruthy();
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
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
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
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Skriv organisationsnumret som NNNNNN-NNNN')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/Organisationsnummer/));
    await userEvent.type(screen.getByLabelText(/Organisationsnummer/), '502032-9081');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      name: 'Ny Bank',
      slug: 'ny-bank',
      org_number: '502032-9081',
      is_active: true,
    });
  });
});
