// Issue 32: Personuppgifter. An admin finds one person's data by e-mail and visitor id, exports it (JSON, Swedish
// Excel CSV) and erases it after a confirm; at 1280 px (mouse) and 768 px (touch), and by keyboard alone, with axe.
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, test } from './fixtures';
import { downloadText } from './support/download';
import { atMouseAndTouch } from './support/viewports';
import { expectNoBarriers } from './support/accessible';
import { atPhoneLaptopWide, expectUsableAtWidth } from './support/widths';

/** One visitor's inquiry and chat, unique to the test. */
async function seedPerson(db: SupabaseClient, tag: string) {
  const person = {
    name: `Greta Test ${tag}`,
    email: `greta.${tag}@exempel.se`,
    visitor: `besokare-${tag}`,
  };
  const inquiry = await db
    .from('expert_inquiries')
    .insert({ name: person.name, email: person.email, question: 'Vilket kort passar mig?' })
    .select('id')
    .single();
  expect(inquiry.error).toBeNull();
  const session = await db
    .from('chat_sessions')
    .insert({ visitor_id: person.visitor, page_url: 'https://kortjamfor.se/kort' })
    .select('id')
    .single();
  expect(session.error).toBeNull();
  await db
    .from('chat_messages')
    .insert({ session_id: session.data!.id, role: 'user', content: `Min e-post är ${person.email}` });
  return person;
}

/** Nothing left of the e-mail (and the visitor id, when given) in the tables or the history. */
async function expectErased(db: SupabaseClient, email: string, visitor?: string) {
  const inquiries = await db.from('expert_inquiries').select('id').eq('email', email);
  expect(inquiries.data).toEqual([]);
  const messages = await db.from('chat_messages').select('id').ilike('content', `%${email}%`);
  expect(messages.data).toEqual([]);
  if (visitor) {
    const sessions = await db.from('chat_sessions').select('id').eq('visitor_id', visitor);
    expect(sessions.data).toEqual([]);
  }
  // The latest history rows (the test's own are among them): PostgREST filters cannot cast the json to text.
  const history = await db
    .from('audit_log')
    .select('changed_fields')
    .in('table_name', ['expert_inquiries', 'chat_sessions'])
    .order('id', { ascending: false })
    .limit(1000);
  expect(history.error).toBeNull();
  const text = JSON.stringify(history.data);
  expect(text).toContain('[raderad]');
  for (const value of visitor ? [email, visitor] : [email]) expect(text).not.toContain(value);
}

atMouseAndTouch('the person search', (width, touch, press) => {
  test('finds one person, exports the findings and erases them', async ({ adminPage: page, db }) => {
    const person = await seedPerson(db, `w${width}-${Date.now()}`);
    await page.goto('/admin/personal-data');
    await expect(page.locator('h1')).toHaveText('Personuppgifter');
    await expect(page).toHaveTitle('Personuppgifter – Admin Panel');

    const terms = page.getByLabel('Sökord');
    await expect(terms).toHaveAccessibleDescription(/E-post, telefon, namn, besökar-id eller samtyckes-id/);
    await press(page.getByRole('button', { name: 'Sök', exact: true }));
    await expect(terms).toHaveAccessibleDescription(/Ange minst ett sökord/);

    await terms.fill(`${person.email}, ${person.visitor}`);
    await press(page.getByRole('button', { name: 'Sök', exact: true }));
    const summary = page.getByRole('heading', { level: 2 });
    await expect(summary).toHaveText(/^3 poster hittades och \d+ rader i ändringshistoriken$/);
    await expect(page.getByRole('heading', { name: 'Expertförfrågningar (1)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Chatthistorik (1)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Chattmeddelanden (1)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Ändringshistorik \(\d+\)$/ })).toBeVisible();
    await expectNoBarriers(page, touch);

    const csv = await downloadText(page, page.getByRole('button', { name: 'Exportera CSV' }), touch);
    expect(csv.startsWith('\ufeff"Tabell";"Träff";"Post";"Tid";"Åtgärd";"Fält";"Värde"\r\n')).toBe(true);
    expect(csv).toContain(`"Expertförfrågningar";"Personens egen";`);
    expect(csv).toContain(`"E-post";"${person.email}"`);
    const json = JSON.parse(
      await downloadText(page, page.getByRole('button', { name: 'Exportera JSON' }), touch),
    );
    expect(json['Tabeller']['Expertförfrågningar'][0]).toMatchObject({
      Namn: person.name,
      'E-post': person.email,
    });

    await press(page.getByRole('button', { name: 'Radera personuppgifterna' }));
    const dialog = page.getByRole('dialog', { name: 'Radera allt om personen?' });
    await expect(dialog).toContainText('3 poster raderas eller avidentifieras');
    await press(dialog.getByRole('button', { name: 'Radera' }));
    await expect(page.getByRole('alert')).toContainText('Personuppgifterna är raderade');
    await expect(summary).toHaveText('Ingenting sparat hittades för sökorden.');
    await expectErased(db, person.email, person.visitor);
  });
});

/** Presses Tab until the focused element matches `selector`. */
async function tabTo(page: Page, selector: string, limit = 60): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => Boolean(document.activeElement?.matches(wanted)), selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('the person search by keyboard alone', async ({ adminPage: page, db }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const person = await seedPerson(db, `kb-${Date.now()}`);
  await page.goto('/admin/personal-data');
  await expect(page.locator('h1')).toHaveText('Personuppgifter');

  await tabTo(page, '#personal-data-terms');
  await page.keyboard.type(person.email);
  await page.keyboard.press('Enter');
  // The answer takes the focus: its summary is read first and Tab continues into the findings.
  await expect(page.locator(':focus')).toHaveId('personal-data-summary');
  await expect(page.locator(':focus')).toHaveText(/^2 poster hittades/);

  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Exportera JSON');
  await tabTo(page, 'button.MuiButton-containedError');
  await expect(page.locator(':focus')).toHaveText('Radera personuppgifterna');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Radera allt om personen?' });
  await expect(dialog).toBeVisible();
  // Escape cancels without erasing.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(page.locator(':focus')).toHaveText('Radera');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Personuppgifterna är raderade');
  await expectErased(db, person.email);
});

// Issue 32/33: 390 px by touch, 1024 and 1920 by mouse: the search and one person's findings with every action.
atPhoneLaptopWide('the person search', (width, touch) => {
  test('the search, the findings and the export and erase actions fit the screen', async ({
    adminPage: page,
    db,
  }) => {
    const person = await seedPerson(db, `b${width}-${Date.now()}`);
    await page.goto('/admin/personal-data');
    await expect(page.locator('h1')).toHaveText('Personuppgifter');
    const search = page.getByRole('button', { name: 'Sök', exact: true });
    await expectUsableAtWidth(page, touch, [page.getByLabel('Sökord'), search]);
    await page.getByLabel('Sökord').fill(`${person.email}, ${person.visitor}`);
    await (touch ? search.tap() : search.click());
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^3 poster hittades/);
    await expectUsableAtWidth(page, touch, [
      page.getByRole('button', { name: 'Exportera JSON' }),
      page.getByRole('button', { name: 'Exportera CSV' }),
      page.getByRole('button', { name: 'Radera personuppgifterna' }),
    ]);
    // Erased again, so that the test leaves no personal data behind.
    await (touch
      ? page.getByRole('button', { name: 'Radera personuppgifterna' }).tap()
      : page.getByRole('button', { name: 'Radera personuppgifterna' }).click());
    const dialog = page.getByRole('dialog', { name: 'Radera allt om personen?' });
    await expectUsableAtWidth(page, touch, [dialog.getByRole('button', { name: 'Radera' })]);
    await dialog.getByRole('button', { name: 'Radera' }).click();
    await expect(page.getByRole('alert')).toContainText('Personuppgifterna är raderade');
    await expectErased(db, person.email, person.visitor);
  });
});
