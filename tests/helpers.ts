// Helpers shared by the unit, integration and browser tests.

/** The seeded accounts of supabase/seed.sql (kept with the scripts, which may not import tests/). */
export { ADMIN, DEMO_PASSWORD, EDITOR, NON_ADMIN } from '../scripts/support/accounts';

/** sv-SE separates thousands and units with (narrow) no-break spaces; tests compare with plain spaces. */
export const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');
