// The stock app of issue 24, the benches' fair anchor (issue 36): react-admin 5 + ra-supabase the way their docs
// start an app (one <Admin> with ra-supabase's providers and login page, guessers for the screens, react-admin's
// hash router) with a dashboard of the admin's six counts and badge built as react-admin's docs show (Dashboard.tsx)
// and the reviews list beside the card list; built from the same lockfile, served as the admin is
// (scripts/support/stock-app.ts) and run against the same embedded stack and seed, for the benches' ratios
// (scripts/bench/interaction.ts, scripts/bench/lighthouse.ts). Not part of the product.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createClient } from '@supabase/supabase-js';
import { Admin, EditGuesser, ListGuesser, Resource } from 'react-admin';
import { LoginPage, supabaseAuthProvider, supabaseDataProvider } from 'ra-supabase';
import { Dashboard } from './Dashboard';

const instanceUrl = import.meta.env.VITE_SUPABASE_URL as string;
const apiKey = import.meta.env.VITE_SUPABASE_ANON_KEY as string;
const supabaseClient = createClient(instanceUrl, apiKey);
const dataProvider = supabaseDataProvider({ instanceUrl, apiKey, supabaseClient });
const authProvider = supabaseAuthProvider(supabaseClient, {});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      requireAuth
    >
      <Resource name="credit_cards" list={ListGuesser} edit={EditGuesser} recordRepresentation="name" />
      <Resource name="banks" list={ListGuesser} edit={EditGuesser} recordRepresentation="name" />
      <Resource name="networks" list={ListGuesser} edit={EditGuesser} recordRepresentation="name" />
      <Resource name="reviews" list={ListGuesser} edit={EditGuesser} recordRepresentation="title" />
    </Admin>
  </StrictMode>,
);
