/** The seeded accounts of supabase/seed.sql (the tests share them through tests/helpers.ts). */
export const DEMO_PASSWORD = 'Demo-1234!';
export const ADMIN = { email: 'admin@example.se', password: DEMO_PASSWORD };
export const NON_ADMIN = { email: 'user@example.se', password: DEMO_PASSWORD };
export const EDITOR = { email: 'editor@example.se', password: DEMO_PASSWORD };
