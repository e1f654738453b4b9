export const APP_TITLE = 'Admin Panel';

/** The browser tab: the page's title first, so that several open tabs can be told apart. */
export function documentTitle(pageTitle: string | null | undefined): string {
  const text = pageTitle?.replace(/\s+/g, ' ').trim();
  return text ? `${text} – ${APP_TITLE}` : APP_TITLE;
}
