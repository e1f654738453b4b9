// Issue 31, item 5: answering an inquiry. The answer box and the internal note take the form's width (the answer
// was 204 px of a 1,000 px form, the note's label was cut), the form says truthfully that the answer is not
// e-mailed and offers the admin's mail program with it, and a save keeps the admin on the inquiry (the list's
// default filter hid it) so that closing it is one more save. At 1280 px (mouse) and 768 px (touch), with axe.
import { expect, test } from './fixtures';
import { atMouseAndTouch } from './support/viewports';
import { onNewInquiry } from './support/inquiries';
import { axeCount, horizontalOverflow, settle, smallTargets } from './support/audit';

atMouseAndTouch('answering an inquiry', (_width, touch) => {
  test('full-width answer, whole labels, the truth about e-mail, and the admin stays on it', async ({
    page,
    db,
  }) => {
    const asker = { name: 'Sara Ek', question: 'Kan jag ha två kort hos samma bank?' };
    await onNewInquiry(page, db, asker, async (inquiry) => {
      const { email } = inquiry;
      const answer = page.getByLabel('Svar', { exact: true });
      const note = page.getByLabel('Intern anteckning (syns inte för frågeställaren)');
      await expect(answer).toBeVisible();
      await settle(page);

      const form = (await page.locator('form').first().boundingBox())!;
      for (const field of [answer, note]) {
        const box = (await field
          .locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")]')
          .boundingBox())!;
        // The form's width less its padding (16 px a side at most).
        expect(box.width).toBeGreaterThanOrEqual(form.width - 40);
      }
      const label = await note
        .locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")]//label')
        .evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(label.scroll).toBeLessThanOrEqual(label.client);

      // Nothing sends the answer: the form says so, tied to the answer box, and names the address.
      await expect(answer).toHaveAccessibleDescription(
        `Svaret skickas inte till frågeställaren härifrån: det sparas bara här. Skicka det själv till ${email}.`,
      );
      const mail = page.getByRole('link', { name: 'Skriv e-post med svaret' });
      await expect(mail).toHaveAttribute('aria-disabled', 'true');
      await answer.fill('Ja, om banken godkänner det.');
      await expect(mail).toHaveAttribute(
        'href',
        `mailto:${email}?subject=${encodeURIComponent('Svar på din fråga till Kortjämför')}&body=${encodeURIComponent('Ja, om banken godkänner det.')}`,
      );

      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Besvarad' }).click();
      await page.getByRole('button', { name: 'Spara' }).click();
      await expect(page.getByRole('alert')).toContainText('Ändringen är sparad');
      // Still on the inquiry, saved, with the form as stored: closing it is one more save.
      await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${inquiry.id}$`));
      await expect(answer).toHaveValue('Ja, om banken godkänner det.');
      await expect
        .poll(
          async () => (await db.from('expert_inquiries').select('status').eq('id', inquiry.id).single()).data,
        )
        .toEqual({ status: 'answered' });
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Stängd' }).click();
      await page.getByRole('button', { name: 'Spara' }).click();
      await expect
        .poll(
          async () => (await db.from('expert_inquiries').select('status').eq('id', inquiry.id).single()).data,
        )
        .toEqual({ status: 'closed' });
      // Measured once the save's notice has finished growing in (MUI's Grow scales it: 44 px read as 42).
      await expect(page.getByRole('alert')).toContainText('Ändringen är sparad');
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

      if (touch) expect(await smallTargets(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      const axe = await axeCount(page);
      expect(axe.rules).toEqual([]);
      expect(axe.critical + axe.serious).toBe(0);
    });
  });
});
