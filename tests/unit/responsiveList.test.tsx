import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Datagrid, ListBase, TextField, useListContext } from 'react-admin';
import { ResponsiveList } from '../../src/components/ResponsiveList';
import { mockViewport, renderWithAdmin, testDataProvider } from './kit';

const banks = [
  { id: 1, name: 'Nordbanken' },
  { id: 2, name: 'Sydbanken' },
  { id: 3, name: 'Västbanken' },
];

function SelectedProbe() {
  const { selectedIds } = useListContext();
  return <output data-testid="selected">{[...selectedIds].sort().join(',')}</output>;
}

const dataProvider = testDataProvider({
  getList: (() => Promise.resolve({ data: banks, total: banks.length })) as never,
});

function renderList(props: { gridBulk?: ReactNode | false; bulkActionButtons?: ReactNode | false }) {
  const gridProps = 'gridBulk' in props ? { bulkActionButtons: props.gridBulk } : {};
  return renderWithAdmin(
    <ListBase resource="banks">
      <ResponsiveList<(typeof banks)[number]>
        primaryText={(r) => r.name}
        {...('bulkActionButtons' in props ? { bulkActionButtons: props.bulkActionButtons } : {})}
      >
        <Datagrid {...gridProps}>
          <TextField source="name" />
        </Datagrid>
      </ResponsiveList>
      <SelectedProbe />
    </ListBase>,
    { dataProvider },
  );
}

describe('ResponsiveList below md', () => {
  beforeEach(() => mockViewport(768));
  afterEach(() => vi.unstubAllGlobals());

  it("takes the Datagrid's bulk buttons, names each row's checkbox after its record and counts in Swedish", async () => {
    const user = userEvent.setup();
    renderList({ gridBulk: <Button label="Arkivera" /> });
    const nord = await screen.findByRole('checkbox', { name: 'Välj bank Nordbanken' });
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(nord);
    await user.click(screen.getByRole('checkbox', { name: 'Välj bank Västbanken' }));
    expect(screen.getByTestId('selected')).toHaveTextContent('1,3');
    const toolbar = document.querySelector<HTMLElement>('[data-test=bulk-actions-toolbar]')!;
    expect(toolbar).toHaveTextContent('2 markerade');
    expect(within(toolbar).getByRole('button', { name: 'Arkivera' })).toBeInTheDocument();
    // The row's link is a sibling of its checkbox, not its parent.
    expect(nord.closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: /Nordbanken/ })).toHaveAttribute('href', '/banks/1');
  });

  it("'Markera alla' selects every row of the page and clears them again", async () => {
    const user = userEvent.setup();
    renderList({});
    const all = await screen.findByRole('checkbox', { name: 'Markera alla' });
    await user.click(all);
    expect(screen.getByTestId('selected')).toHaveTextContent('1,2,3');
    await user.click(screen.getByRole('checkbox', { name: 'Välj bank Sydbanken' }));
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(screen.getByTestId('selected')).toHaveTextContent('1,2,3');
    await user.click(all);
    expect(screen.getByTestId('selected')).toBeEmptyDOMElement();
  });

  it("without bulkActionButtons on the Datagrid offers react-admin's default, a bulk delete", async () => {
    renderList({});
    await screen.findByRole('checkbox', { name: 'Välj bank Nordbanken' });
    const toolbar = document.querySelector<HTMLElement>('[data-test=bulk-actions-toolbar]')!;
    expect(within(toolbar).getByRole('button', { name: 'Ta bort', hidden: true })).toBeInTheDocument();
  });

  it('has no selection where the Datagrid has none, and follows an explicit prop over the Datagrid', async () => {
    const { unmount } = renderList({ gridBulk: false });
    await screen.findByRole('link', { name: /Nordbanken/ });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.querySelector('[data-test=bulk-actions-toolbar]')).toBeNull();
    unmount();

    renderList({ gridBulk: false, bulkActionButtons: <Button label="Exportera valda" /> });
    await screen.findByRole('checkbox', { name: 'Välj bank Nordbanken' });
    expect(screen.getByRole('button', { name: 'Exportera valda', hidden: true })).toBeInTheDocument();
  });
});
