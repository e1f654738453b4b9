import { ADMIN, expect, loginAs, plainSpaces, test } from './fixtures';
import { expectAccessible } from './team';

test.describe('Kreditkort', () => {
  test('create, publish, edit and delete a card; every step lands in the audit log', async ({
    adminPage: page,
    db,
  }) => {
    const name = `E2E Resekort ${Date.now()}`;
    await page.goto('/admin/cards/create');
    await page.getByLabel('Namn').fill(name);
    await expect(page.getByLabel('Slug')).toHaveValue(/^e2e-resekort-\d+$/);
    await page.getByLabel('Bank').fill('SEB');
    await page.getByRole('option', { name: 'SEB' }).click();
    await page.getByLabel('Nätverk').fill('Visa');
    await page.getByRole('option', { name: 'Visa' }).click();

    await page.getByRole('tab', { name: 'Publicering' }).click();
    await page.getByLabel('Publicerat').check();
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(
      page.getByText(
        'Kortet kan inte publiceras: det uppfyller inte reglerna som gäller när det visas (se de markerade fälten)',
      ),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Ränta och kredit' }).click();
    await page.getByLabel('Nominell ränta från (%)').fill('15,9');
    // An impossible example: 20 000 kr over 12 months at 15,9 % without fees costs 17,11 %, not 19,95 %.
    await page.getByLabel('Effektiv ränta (%)').fill('19,95');
    await page.getByRole('tab', { name: 'Räkneexempel' }).click();
    await page.getByLabel('Totalt att betala (kr)').fill('22390');
    await page.getByLabel('Per månad (kr)').fill('1866');
    // An sv-SE date picker (yyyy-mm-dd whatever the browser's language): its sections take the digits in order.
    await page.getByRole('group', { name: 'Kontrollerat den' }).getByRole('spinbutton').first().click();
    await page.keyboard.type('20261101');
    await expect(page.getByRole('group', { name: 'Kontrollerat den' })).toContainText('2026-11-01');
    const computed = page.getByTestId('computed-example').first();
    await expect(computed.locator('[data-field="effective_rate"]')).toContainText('17,11 %');
    await expect(computed.locator('[data-field="effective_rate"]')).toContainText('Avviker');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(
      page.getByText('Totalt att betala blir 21\u00a0764 kr enligt räkneexemplets villkor', { exact: false }),
    ).toBeVisible();
    await page.getByLabel('Totalt att betala (kr)').fill('21764');
    await page.getByLabel('Per månad (kr)').fill('1814');
    await page.getByRole('tab', { name: 'Ränta och kredit' }).click();
    await expect(page.getByText(/Effektiva räntan blir 17,11\s%/)).toBeVisible();
    await page.getByLabel('Effektiv ränta (%)').fill('17,11');
    await page.getByRole('tab', { name: 'Räkneexempel' }).click();
    await expect(computed.locator('[data-field="effective_rate"]')).toContainText('Stämmer');
    await expect(page.getByTestId('representative-example').first()).toContainText(
      'effektiva räntan 17,11 %',
    );
    // The rules in force since 20 November 2026 also ask whether the rate is fixed or variable, and the warning.
    await page.getByRole('tab', { name: 'Ränta och kredit' }).click();
    await page.getByLabel('Räntan är').click();
    await page.getByRole('option', { name: 'Rörlig' }).click();
    await page.getByRole('tab', { name: 'Publicering' }).click();
    await page.getByRole('button', { name: 'Använd regelns varningstext' }).click();
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page).toHaveURL(/\/admin\/cards$/);

    const { data: card } = await db.from('credit_cards').select('*').eq('name', name).single();
    expect(card).toMatchObject({
      is_published: true,
      effective_rate: 17.11,
      nominal_rate_min: 15.9,
      bank_id: 1,
    });

    // A published card's fee cannot change without its example: the save is refused until the figures follow.
    await page.goto(`/admin/cards/${card!.id}`);
    await page.getByRole('tab', { name: 'Avgifter' }).click();
    await page.getByLabel('Årsavgift (kr)').fill('495');
    await page.getByRole('button', { name: 'Spara' }).click();
    await page.getByRole('tab', { name: 'Ränta och kredit' }).click();
    await expect(page.getByText(/Effektiva räntan blir 22,82\s%/)).toBeVisible();
    await page.getByLabel('Effektiv ränta (%)').fill('22,82');
    await page.getByRole('tab', { name: 'Räkneexempel' }).click();
    await page.getByLabel('Totalt att betala (kr)').fill('22259');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page).toHaveURL(/\/admin\/cards$/);
    await page.getByPlaceholder('Sök kortnamn').fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    expect(plainSpaces(await row.innerText())).toContain('495 kr');

    await row.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Ta bort' }).click();
    await page.getByRole('button', { name: 'Bekräfta' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    const { count } = await db
      .from('credit_cards')
      .select('id', { count: 'exact', head: true })
      .eq('name', name);
    expect(count).toBe(0);

    const { data: audit } = await db
      .from('audit_log')
      .select('action, changed_fields')
      .eq('table_name', 'credit_cards')
      .eq('row_id', String(card!.id))
      .order('id');
    expect(audit!.map((a) => a.action)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(audit![1].changed_fields.annual_fee).toEqual({ old: 0, new: 495 });
  });

  test('a bank that still has cards cannot be deleted', async ({ adminPage: page, db }) => {
    await page.goto('/admin/banks/1/show');
    await expect(page.getByText('SEB').first()).toBeVisible();
    await page.getByRole('button', { name: 'Ta bort' }).click();
    await expect(page.getByText(/Banken har 4 kort och kan inte tas bort/)).toBeVisible();
    const { count } = await db.from('banks').select('id', { count: 'exact', head: true }).eq('id', 1);
    expect(count).toBe(1);
  });

  test('the list filters by category through the join table', async ({ page, db }) => {
    const { data: links } = await db.from('card_categories').select('card_id').eq('category_id', 2);
    const { data: cards } = await db
      .from('credit_cards')
      .select('name')
      .in(
        'id',
        links!.map((l) => l.card_id),
      );
    const expected = new Set(cards!.map((c) => c.name as string));
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto(
      `/admin/cards?filter=${encodeURIComponent(JSON.stringify({ category_id: 2 }))}&perPage=50`,
    );
    await expect(page.getByRole('row')).toHaveCount(expected.size + 1);
    const names = await page.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(new Set(names)).toEqual(expected);
  });

  test('Kolumner hides and shows a column by keyboard; the chooser passes axe', async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/cards');
    const header = page.getByRole('columnheader', { name: 'Bank' });
    await expect(header).toBeVisible();
    await page.getByRole('button', { name: 'Kolumner' }).click();
    const chooser = page.getByRole('group', { name: 'Kolumner' });
    const bank = chooser.getByRole('switch', { name: 'Bank' });
    await expect(bank).toBeChecked();
    await expectAccessible(page);
    await bank.focus();
    await page.keyboard.press('Space');
    await expect(bank).not.toBeChecked();
    // The open chooser is modal (the page behind is hidden from the accessibility tree): close it to look.
    await page.keyboard.press('Escape');
    await expect(chooser).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Namn' })).toBeVisible();
    await expect(header).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Namn' })).toBeVisible();
    await expect(header).toHaveCount(0);
    await page.getByRole('button', { name: 'Kolumner' }).click();
    await chooser.getByRole('switch', { name: 'Bank' }).check();
    await page.keyboard.press('Escape');
    await expect(header).toBeVisible();
  });
});
