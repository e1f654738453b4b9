import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import { AdminsPage } from '../../src/admins/AdminsPage';
import type { AdminRow } from '../../src/providers/adminsProvider';
import { renderWithAdmin, testDataProvider } from './kit';

const member = (email: string, role: AdminRow['role'], is_self = false): AdminRow => ({
  id: `id-${email}`,
  email,
  role,
  is_self,
  mfa: false,
  last_sign_in_at: null,
  granted_at: '2026-11-01T00:00:00Z',
});

function renderTeam(team: AdminRow[], update = vi.fn()) {
  const dataProvider = testDataProvider({
    getList: () => Promise.resolve({ data: team, total: team.length }) as never,
    update,
  });
  renderWithAdmin(
    <>
      <AdminsPage />
      <Notification />
    </>,
    { dataProvider },
  );
  return update;
}

// Many steps through MUI's menu and dialog: a loaded machine needs more than the default 20 s.
describe('Administratörer: the role picker', { timeout: 60_000 }, () => {
  it('changes a member’s role after the confirmation, by keyboard', async () => {
    const update = vi.fn((_resource: string, { id }: { id: string }) =>
      Promise.resolve({ data: { ...member('b@example.se', 'editor'), id } }),
    );
    renderTeam(
      [
        member('a@example.se', 'admin', true),
        member('b@example.se', 'admin'),
        member('c@example.se', 'editor'),
      ],
      update,
    );
    const user = userEvent.setup();
    const picker = await screen.findByRole('combobox', { name: 'Roll för b@example.se' });
    expect(picker).toHaveTextContent('Administratör');
    expect(screen.getByRole('combobox', { name: 'Roll för c@example.se' })).toHaveTextContent('Redaktör');
    // Your own role is text: the database refuses an admin's change of their own role.
    expect(screen.queryByRole('combobox', { name: 'Roll för a@example.se' })).toBeNull();

    picker.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Redaktör' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra rollen för b@example.se?' });
    expect(dialog).toHaveTextContent('inte publicera, radera eller hantera administratörer');
    // Cancel: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update).not.toHaveBeenCalled();

    // Keyboard alone: open, move to Redaktör, pick it.
    picker.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: 'Redaktör' });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ändra roll' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][0]).toBe('admins');
    expect(update.mock.calls[0][1]).toMatchObject({ id: 'id-b@example.se', data: { role: 'editor' } });
    expect(await screen.findByText('b@example.se är nu redaktör.')).toBeInTheDocument();
  });

  it('shows the function’s Swedish message when the database refuses the change', async () => {
    const update = vi.fn(() =>
      Promise.reject(new HttpError('app.admins.errors.last_admin', 409, { code: 'last_admin' })),
    );
    renderTeam([member('a@example.se', 'admin', true), member('b@example.se', 'admin')], update);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Roll för b@example.se' }));
    await user.click(await screen.findByRole('option', { name: 'Redaktör' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ändra roll' }));
    expect(await screen.findByText('Det måste finnas minst en administratör')).toBeInTheDocument();
  });

  it('offers no picker for the last admin', async () => {
    renderTeam([member('a@example.se', 'editor'), member('b@example.se', 'admin')]);
    expect(await screen.findByRole('combobox', { name: 'Roll för a@example.se' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Roll för b@example.se' })).toBeNull();
    expect(screen.getByText(/Administratör \(Det måste finnas minst en administratör\)/)).toBeInTheDocument();
  });
});
