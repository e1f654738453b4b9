// Helpers shared by the unit, integration and browser tests.

/** The seeded accounts of supabase/seed.sql. */
export const DEMO_PASSWORD = 'Demo-1234!';
export const ADMIN = { email: 'admin@example.se', password: DEMO_PASSWORD };
export const NON_ADMIN = { email: 'user@example.se', password: DEMO_PASSWORD };

/** sv-SE separates thousands and units with (narrow) no-break spaces; tests compare with plain spaces. */
export const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');
