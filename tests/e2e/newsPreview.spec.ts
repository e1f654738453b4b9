// Issue 31 item 8: the news preview shows the planned publication date (and the author), so the admin can check the
// date of a scheduled article before it goes out. 1280 px and 768 px (touch), with axe.
import { expect, test } from './fixtures';
import { expectAccessible } from './team';
import { atMouseAndTouch } from './support/viewports';

atMouseAndTouch('news preview', (width) => {
  test('a scheduled article shows its planned date and author in the preview', async ({
    adminPage: page,
    db,
  }) => {
    const stamp = `${Date.now()}-${width}`;
    const { data, error } = await db
      .from('news_articles')
      .insert({
        title: `Planerad nyhet ${stamp}`,
        slug: `planerad-nyhet-${stamp}`,
        body: '<p>Nya avgifter från januari.</p>',
        status: 'scheduled',
        published_at: '2027-01-15T08:00:00Z',
        author_name: 'Eva Redaktör',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    try {
      await page.goto(`/admin/news/${data!.id}`);
      await page.getByRole('button', { name: 'Förhandsgranska' }).click();
      const dialog = page.getByRole('dialog');
      // 08:00 UTC is 09:00 in Stockholm.
      await expect(dialog.getByTestId('preview-byline')).toHaveText(
        'Planerad publicering 2027-01-15 09:00 · Eva Redaktör',
      );
      await expect(dialog.getByTestId('article-body')).toContainText('Nya avgifter från januari.');
      await expectAccessible(page);
    } finally {
      await db.from('news_articles').delete().eq('id', data!.id);
    }
  });
});
