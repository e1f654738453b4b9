import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Form, SaveButton, TextInput } from 'react-admin';
import { SearchLauncher } from '../../src/layout/SearchLauncher';
import { useSaveShortcut } from '../../src/layout/useSaveShortcut';
import type { SearchHit } from '../../src/providers/dataProvider';
import { mockViewport, renderWithAdmin, testDataProvider } from './kit';

// The dialog's module loads on the first opening (lazy): under load that can take seconds in jsdom.
const LOADED = { timeout: 15000 };

const HITS: SearchHit[] = [
  { kind: 'banks', id: '7', label: 'Zylof', secondary: '556677-8899', rank: 0 },
  { kind: 'cards', id: '3', label: 'Zylof Platinum', secondary: 'Zylof', rank: 1 },
  { kind: 'cards', id: '4', label: 'Guld Zylof', secondary: 'Zylof', rank: 2 },
  { kind: 'chats', id: '9', label: 'besokare-zylof', secondary: '2026-11-27 10:00', rank: 0 },
];

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderSearch() {
  const searchEverything = vi.fn(async (query: string) => (query.length > 0 ? HITS : []));
  renderWithAdmin(
    <>
      <SearchLauncher />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { dataProvider: { ...testDataProvider(), searchEverything } },
  );
  return searchEverything;
}

describe('search across everything (Ctrl/Cmd+K)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens with Ctrl+K and Cmd+K, asks once after typing stops, and groups the hits under Swedish kind names', async () => {
    mockViewport(1280);
    const searchEverything = renderSearch();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Sök överallt' }, LOADED);
    const input = within(dialog).getByRole('combobox', { name: 'Sök på namn, titel, e-post eller id' });
    expect(input).toHaveFocus();
    expect(within(dialog).getByText('Skriv för att söka')).toBeInTheDocument();
    await user.type(input, 'zylof');
    const listbox = await within(dialog).findByRole('listbox');
    await within(listbox).findByText('Zylof Platinum');
    // Debounced: one request for the whole word, not one per key.
    expect(searchEverything).toHaveBeenCalledTimes(1);
    expect(searchEverything).toHaveBeenCalledWith('zylof');
    expect(within(listbox).getByText('Banker')).toBeInTheDocument();
    expect(within(listbox).getByText('Kreditkort')).toBeInTheDocument();
    expect(within(listbox).getByText('Chatthistorik')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('dialog', { name: 'Sök överallt' }, LOADED)).toBeInTheDocument();
  });

  it('moves with the arrows and opens the record with Enter: an edit form, or a log entry’s show view', async () => {
    mockViewport(1280);
    renderSearch();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sök överallt (Ctrl+K)' }));
    const input = await screen.findByRole('combobox', {}, LOADED);
    await user.type(input, 'zylof');
    await screen.findByText('Zylof Platinum');
    // The first hit is highlighted; one step down is the first card.
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /Zylof Platinum/ }).id,
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/cards/3'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', {}, LOADED), 'besok');
    await screen.findByText('besokare-zylof');
    await user.click(screen.getByRole('option', { name: /besokare-zylof/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/chats/9/show'));
  });

  it('says when nothing was found', async () => {
    mockViewport(1280);
    const searchEverything = vi.fn(async () => [] as SearchHit[]);
    renderWithAdmin(<SearchLauncher />, { dataProvider: { ...testDataProvider(), searchEverything } });
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', {}, LOADED), 'finnsinte');
    expect(await screen.findByText('Inga träffar')).toBeInTheDocument();
  });
});

function EditForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  useSaveShortcut();
  return (
    <Form record={{ id: 1, name: 'Gammalt' }} onSubmit={onSubmit}>
      <TextInput source="name" />
      <SaveButton />
    </Form>
  );
}

describe('Ctrl/Cmd+S', () => {
  it("saves the open form through its save button, and never lets the browser's save dialog open", async () => {
    const onSubmit = vi.fn();
    renderWithAdmin(<EditForm onSubmit={onSubmit} />, { resource: 'banks' });
    const user = userEvent.setup();
    const field = screen.getByRole('textbox');
    // Nothing changed: the save button is disabled and nothing is sent, but the browser's dialog is still stopped.
    const pristine = new KeyboardEvent('keydown', {
      key: 's',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    field.dispatchEvent(pristine);
    expect(pristine.defaultPrevented).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'Nytt');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: 'Nytt' });
    await user.type(field, ' namn');
    await user.keyboard('{Meta>}s{/Meta}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0]).toMatchObject({ name: 'Nytt namn' });
  });
});
