-- Demo data for the back office (Swedish, realistic values). Runs on a fresh local database and on hosted Supabase.
-- Users: admin@example.se (admin), editor@example.se (editor, issue 35: drafts but does not publish or delete) and
-- user@example.se (no role), all with the password Demo-1234!

insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
  email_change_token_new, email_change)
values
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated',
   'admin@example.se', extensions.crypt('Demo-1234!', extensions.gen_salt('bf')), now(),
   '{"provider":"email","providers":["email"],"full_name":"Anna Administratör"}', '{"full_name":"Anna Administratör"}', now(), now(), '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated',
   'user@example.se', extensions.crypt('Demo-1234!', extensions.gen_salt('bf')), now(),
   '{"provider":"email","providers":["email"],"full_name":"Ulf Användare"}', '{"full_name":"Ulf Användare"}', now(), now(), '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000005', 'authenticated', 'authenticated',
   'editor@example.se', extensions.crypt('Demo-1234!', extensions.gen_salt('bf')), now(),
   '{"provider":"email","providers":["email"],"full_name":"Eva Redaktör"}', '{"full_name":"Eva Redaktör"}', now(), now(), '', '', '', '');

insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values
  ('a1000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
   '{"sub":"a0000000-0000-4000-8000-000000000001","email":"admin@example.se","email_verified":true}', 'email', now(), now(), now()),
  ('a1000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002',
   '{"sub":"a0000000-0000-4000-8000-000000000002","email":"user@example.se","email_verified":true}', 'email', now(), now(), now()),
  ('a1000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000005',
   '{"sub":"a0000000-0000-4000-8000-000000000005","email":"editor@example.se","email_verified":true}', 'email', now(), now(), now());

insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('a0000000-0000-4000-8000-000000000005', 'editor');

insert into public.banks (id, name, slug, org_number, website_url, description, is_active) values
  (1, 'SEB', 'seb', '502032-9081', 'https://seb.se', 'Svensk kortutgivare: SEB.', true),
  (2, 'Handelsbanken', 'handelsbanken', '502007-7862', 'https://handelsbanken.se', 'Svensk kortutgivare: Handelsbanken.', true),
  (3, 'Nordea', 'nordea', '516406-0120', 'https://nordea.se', 'Svensk kortutgivare: Nordea.', true),
  (4, 'Swedbank', 'swedbank', '502017-7753', 'https://swedbank.se', 'Svensk kortutgivare: Swedbank.', true),
  (5, 'ICA Banken', 'ica-banken', '516401-0190', 'https://icabanken.se', 'Svensk kortutgivare: ICA Banken.', true),
  (6, 'Bank Norwegian', 'bank-norwegian', '516406-1110', 'https://banknorwegian.se', 'Svensk kortutgivare: Bank Norwegian.', true),
  (7, 're:member', 'remember', '516407-0384', 'https://remember.se', 'Svensk kortutgivare: re:member.', true),
  (8, 'Resurs Bank', 'resurs-bank', '516401-0208', 'https://resursbank.se', 'Svensk kortutgivare: Resurs Bank.', true),
  (9, 'Ikano Bank', 'ikano-bank', '516406-0922', 'https://ikanobank.se', 'Svensk kortutgivare: Ikano Bank.', true),
  (10, 'Santander Consumer Bank', 'santander', '516406-0286', 'https://santanderconsumer.se', 'Svensk kortutgivare: Santander Consumer Bank.', true),
  (11, 'Collector Bank', 'collector-bank', '556597-0513', 'https://collector.se', 'Svensk kortutgivare: Collector Bank.', false),
  (12, 'American Express Sverige', 'american-express', '516406-0724', 'https://americanexpress.com/se', 'Svensk kortutgivare: American Express Sverige.', true);
insert into public.networks (id, name, slug, acceptance_note) values
  (1, 'Visa', 'visa', 'Accepteras nästan överallt i världen.'),
  (2, 'Mastercard', 'mastercard', 'Accepteras nästan överallt i världen.'),
  (3, 'American Express', 'american-express', 'Accepteras i färre butiker än Visa och Mastercard.'),
  (4, 'Diners Club', 'diners-club', 'Främst restauranger och hotell.');
insert into public.categories (id, name, slug, description, sort_order, is_active) values
  (1, 'Resekort', 'resekort', 'Kort i kategorin resekort.', 10, true),
  (2, 'Cashbackkort', 'cashbackkort', 'Kort i kategorin cashbackkort.', 20, true),
  (3, 'Bonuskort', 'bonuskort', 'Kort i kategorin bonuskort.', 30, true),
  (4, 'Shoppingkort', 'shoppingkort', 'Kort i kategorin shoppingkort.', 40, true),
  (5, 'Drivmedelskort', 'drivmedelskort', 'Kort i kategorin drivmedelskort.', 50, true),
  (6, 'Kort utan årsavgift', 'kort-utan-arsavgift', 'Kort i kategorin kort utan årsavgift.', 60, true),
  (7, 'Företagskort', 'foretagskort', 'Kort i kategorin företagskort.', 70, true),
  (8, 'Premiumkort', 'premiumkort', 'Kort i kategorin premiumkort.', 80, true);
-- Issue 34 (engineer 3): the cards carry the standard information and the warning the rules of 20 November 2026
-- require of a published card (rate_type, credit_warning), given here as defaults for the insert below.
alter table public.credit_cards alter column rate_type set default 'variable',
  alter column credit_warning set default 'Att låna pengar kostar pengar.';
insert into public.credit_cards (id, name, slug, bank_id, network_id, short_description, highlights, annual_fee, setup_fee, invoice_fee, extra_card_fee, withdrawal_fee_fixed, withdrawal_fee_percent, currency_surcharge_percent, nominal_rate_min, nominal_rate_max, effective_rate, interest_free_days, min_monthly_payment_percent, credit_limit_min, credit_limit_max, bonus_description, cashback_percent, has_travel_insurance, has_purchase_protection, has_lounge_access, min_age, min_annual_income, accepts_payment_remarks, credit_bureau, example_credit_amount, example_term_months, example_total_payable, example_monthly_payment, example_updated_on, apply_url, is_sponsored, is_published, sort_rank, editor_rating) values
  (1, 'SEB Classic', 'seb-classic-1', 1, 1, 'Kreditkort från SEB med upp till 56 räntefria dagar.', array['Upp till 56 räntefria dagar', 'Cashback på alla köp'], 295, 0, 29, 100, 40, 2, 1.75, 15.03, 15.03, 23.1, 60, 3.5, 5000, 100000, null, 1, false, true, false, 20, 240000, false, 'UC', 20000, 12, 22308, 1834, date '2026-11-01', 'https://example.se/ansok/seb-classic-1', true, true, 10, 3.0),
  (2, 'SEB Guld', 'seb-guld-2', 1, 2, 'Kreditkort från SEB med ingen årsavgift första året.', array['Ingen årsavgift första året', 'Lounge-besök ingår'], 595, 0, 29, 100, 40, 0, 1.65, 15.92, 17.92, 27.88, 60, 3, 5000, 30000, null, 1, true, true, false, 18, 240000, false, 'UC', 20000, 12, 22709, 1843, date '2026-11-01', 'https://example.se/ansok/seb-guld-2', false, true, 20, 4.5),
  (3, 'SEB Platinum', 'seb-platinum-3', 1, 1, 'Kreditkort från SEB med fria uttag utomlands.', array['Fria uttag utomlands', 'Bonus på drivmedel'], 1495, 0, 25, 100, 40, 2, 1.75, 13.03, 17.03, 35.59, 30, 4, 5000, 30000, 'Bonus på köp hos utvalda partner.', 0.5, false, false, true, 18, 0, false, 'UC', 20000, 12, 23235, 1812, date '2026-11-01', 'https://example.se/ansok/seb-platinum-3', false, true, 30, 3.0),
  (4, 'SEB Resekort', 'seb-resekort-4', 1, 2, 'Kreditkort från SEB med ingen årsavgift första året.', array['Ingen årsavgift första året', 'Reseförsäkring ingår'], 395, 0, 29, 0, 0, 0, 1.75, 16.6, 21.6, 26.23, 60, 3.5, 5000, 100000, null, 0.5, true, true, false, 18, 180000, false, 'UC', 20000, 12, 22587, 1849, date '2026-11-01', 'https://example.se/ansok/seb-resekort-4', false, true, 40, 3.2),
  (5, 'Handelsbanken Resekort', 'handelsbanken-resekort-5', 2, 2, 'Kreditkort från Handelsbanken med bonus på drivmedel.', array['Bonus på drivmedel', 'Lounge-besök ingår'], 495, 0, 25, 0, 35, 0, 1.75, 12.59, 18.59, 22.02, 56, 3, 5000, 50000, null, 0, false, true, false, 23, 120000, false, 'UC', 20000, 12, 22185, 1808, date '2026-11-01', 'https://example.se/ansok/handelsbanken-resekort-5', false, true, 50, 3.1),
  (6, 'Handelsbanken Cashback', 'handelsbanken-cashback-6', 2, 1, 'Kreditkort från Handelsbanken med bonus på drivmedel.', array['Bonus på drivmedel', 'Lounge-besök ingår'], 495, 0, 39, 195, 40, 1.5, 2, 14.92, 20.92, 26.7, 50, 4, 5000, 30000, 'Bonus på köp hos utvalda partner.', 0.5, true, false, false, 18, 120000, false, 'UC', 20000, 12, 22616, 1843, date '2026-11-01', 'https://example.se/ansok/handelsbanken-cashback-6', false, true, 60, 3.3),
  (7, 'Handelsbanken Bonus', 'handelsbanken-bonus-7', 2, 2, 'Kreditkort från Handelsbanken med cashback på alla köp.', array['Cashback på alla köp', 'Lounge-besök ingår'], 395, 0, 29, 195, 35, 2, 1.65, 14.81, 20.81, 24.03, 60, 3, 5000, 150000, null, 0.5, false, true, false, 18, 0, false, 'UC', 20000, 12, 22383, 1832, date '2026-11-01', 'https://example.se/ansok/handelsbanken-bonus-7', false, false, 70, 4.0),
  (8, 'Handelsbanken Premium', 'handelsbanken-premium-8', 2, 1, 'Kreditkort från Handelsbanken med ingen årsavgift första året.', array['Ingen årsavgift första året', 'Upp till 56 räntefria dagar'], 595, 0, 29, 195, 35, 1.5, 1.65, 13.21, 13.21, 24.51, 45, 3, 5000, 50000, null, 1, true, true, false, 18, 120000, false, 'UC', 20000, 12, 22403, 1817, date '2026-11-01', 'https://example.se/ansok/handelsbanken-premium-8', false, true, 80, 4.6),
  (9, 'Nordea Premium', 'nordea-premium-9', 3, 1, 'Kreditkort från Nordea med cashback på alla köp.', array['Cashback på alla köp', 'Upp till 56 räntefria dagar'], 495, 0, 29, 100, 40, 2, 1.75, 14.19, 16.19, 24.49, 30, 3, 5000, 100000, 'Bonus på köp hos utvalda partner.', 0.5, false, false, false, 18, 0, false, 'UC', 20000, 12, 22413, 1827, date '2026-11-01', 'https://example.se/ansok/nordea-premium-9', false, true, 90, 3.4),
  (10, 'Nordea Student', 'nordea-student-10', 3, 2, 'Kreditkort från Nordea med reseförsäkring ingår.', array['Reseförsäkring ingår', 'Fria uttag utomlands'], 595, 0, 0, 100, 35, 1.5, 2, 13.22, 15.22, 20.76, 60, 3.5, 5000, 50000, null, 0, true, true, false, 18, 120000, false, 'UC', 20000, 12, 22056, 1788, date '2026-11-01', 'https://example.se/ansok/nordea-student-10', true, true, 100, 4.7),
  (11, 'Nordea Shopping', 'nordea-shopping-11', 3, 1, 'Kreditkort från Nordea med fria uttag utomlands.', array['Fria uttag utomlands', 'Cashback på alla köp'], 295, 0, 25, 100, 40, 1.5, 2, 14.15, 18.15, 21.53, 30, 3, 5000, 100000, null, 0, false, true, false, 20, 120000, false, 'UC', 20000, 12, 22161, 1822, date '2026-11-01', 'https://example.se/ansok/nordea-shopping-11', false, true, 110, 4.8),
  (12, 'Nordea Travel', 'nordea-travel-12', 3, 2, 'Kreditkort från Nordea med cashback på alla köp.', array['Cashback på alla köp', 'Fria uttag utomlands'], 195, 0, 39, 100, 0, 1.5, 1.75, 15.42, 19.42, 23.66, 60, 3.5, 5000, 50000, 'Bonus på köp hos utvalda partner.', 1, true, false, false, 20, 120000, false, 'UC', 20000, 12, 22373, 1848, date '2026-11-01', 'https://example.se/ansok/nordea-travel-12', false, true, 120, 3.0),
  (13, 'Swedbank Travel', 'swedbank-travel-13', 4, 2, 'Kreditkort från Swedbank med ingen årsavgift första året.', array['Ingen årsavgift första året', 'Lounge-besök ingår'], 495, 0, 39, 195, 0, 0, 2, 13.97, 13.97, 25.52, 30, 3.5, 5000, 30000, null, 1, false, true, false, 18, 240000, false, 'UC', 20000, 12, 22509, 1834, date '2026-11-01', 'https://example.se/ansok/swedbank-travel-13', false, true, 130, 4.7),
  (14, 'Swedbank Black', 'swedbank-black-14', 4, 1, 'Kreditkort från Swedbank med lounge-besök ingår.', array['Lounge-besök ingår', 'Bonus på drivmedel'], 595, 0, 29, 195, 0, 2, 2, 15.31, 17.31, 27.11, 56, 3, 5000, 50000, null, 0.5, true, true, false, 23, 0, false, 'UC', 20000, 12, 22640, 1837, date '2026-11-01', 'https://example.se/ansok/swedbank-black-14', false, false, 140, 4.2),
  (15, 'Swedbank Plus', 'swedbank-plus-15', 4, 2, 'Kreditkort från Swedbank med cashback på alla köp.', array['Cashback på alla köp', 'Ingen årsavgift första året'], 0, 0, 0, 100, 35, 1.5, 1.65, 13.31, 13.31, 14.15, 60, 4, 5000, 30000, 'Bonus på köp hos utvalda partner.', 0.5, false, false, false, 18, 0, false, 'UC', 20000, 12, 21471, 1789, date '2026-11-01', 'https://example.se/ansok/swedbank-plus-15', false, true, 150, 4.7),
  (16, 'Swedbank Classic', 'swedbank-classic-16', 4, 1, 'Kreditkort från Swedbank med upp till 56 räntefria dagar.', array['Upp till 56 räntefria dagar', 'Reseförsäkring ingår'], 1495, 0, 39, 100, 40, 2, 1.5, 16.46, 18.46, 42.41, 45, 3.5, 5000, 30000, null, 0, true, true, true, 18, 0, false, 'UC', 20000, 12, 23791, 1858, date '2026-11-01', 'https://example.se/ansok/swedbank-classic-16', false, true, 160, 2.8),
  (17, 'ICA Banken Classic', 'ica-banken-classic-17', 5, 1, 'Kreditkort från ICA Banken med upp till 56 räntefria dagar.', array['Upp till 56 räntefria dagar', 'Cashback på alla köp'], 1495, 0, 25, 0, 40, 2, 1.65, 15.41, 17.41, 38.86, 45, 3, 5000, 50000, null, 0, false, true, true, 18, 120000, false, 'UC', 20000, 12, 23503, 1834, date '2026-11-01', 'https://example.se/ansok/ica-banken-classic-17', false, true, 170, 4.4),
  (18, 'ICA Banken Guld', 'ica-banken-guld-18', 5, 2, 'Kreditkort från ICA Banken med bonus på drivmedel.', array['Bonus på drivmedel', 'Cashback på alla köp'], 195, 0, 25, 100, 35, 1.5, 1.65, 12.82, 14.82, 18.81, 30, 3, 5000, 150000, 'Bonus på köp hos utvalda partner.', 1, true, false, false, 18, 0, false, 'UC', 20000, 12, 21911, 1810, date '2026-11-01', 'https://example.se/ansok/ica-banken-guld-18', false, true, 180, 4.9),
  (19, 'ICA Banken Platinum', 'ica-banken-platinum-19', 5, 1, 'Kreditkort från ICA Banken med fria uttag utomlands.', array['Fria uttag utomlands', 'Reseförsäkring ingår'], 495, 0, 25, 195, 35, 0, 1.75, 12.3, 18.3, 21.68, 56, 3, 5000, 30000, null, 0, false, true, false, 20, 240000, false, 'UC', 20000, 12, 22152, 1805, date '2026-11-01', 'https://example.se/ansok/ica-banken-platinum-19', true, true, 190, 4.4),
  (20, 'Bank Norwegian Resekort', 'bank-norwegian-resekort-20', 6, 2, 'Kreditkort från Bank Norwegian med upp till 56 räntefria dagar.', array['Upp till 56 räntefria dagar', 'Fria uttag utomlands'], 0, 0, 25, 100, 0, 0, 1.5, 13.02, 13.02, 16.85, 30, 3.5, 5000, 100000, null, 0.5, true, true, false, 18, 0, false, 'UC', 20000, 12, 21738, 1812, date '2026-11-01', 'https://example.se/ansok/bank-norwegian-resekort-20', false, true, 200, 4.0),
  (21, 'Bank Norwegian Cashback', 'bank-norwegian-cashback-21', 6, 1, 'Kreditkort från Bank Norwegian med upp till 56 räntefria dagar.', array['Upp till 56 räntefria dagar', 'Lounge-besök ingår'], 295, 0, 25, 100, 35, 0, 1.5, 12.98, 18.98, 20.14, 30, 3.5, 5000, 50000, 'Bonus på köp hos utvalda partner.', 1, false, false, false, 23, 180000, false, 'UC', 20000, 12, 22029, 1811, date '2026-11-01', 'https://example.se/ansok/bank-norwegian-cashback-21', false, false, 210, 3.5),
  (22, 'Bank Norwegian Bonus', 'bank-norwegian-bonus-22', 6, 2, 'Kreditkort från Bank Norwegian med upp till 56 räntefria dagar.', array['Upp till 56 räntefria dagar', 'Lounge-besök ingår'], 495, 0, 39, 195, 0, 2, 2, 15.16, 17.16, 26.99, 30, 3, 5000, 30000, null, 1, true, true, false, 20, 180000, false, 'UC', 20000, 12, 22643, 1846, date '2026-11-01', 'https://example.se/ansok/bank-norwegian-bonus-22', false, true, 220, 4.1),
  (23, 're:member Premium', 'remember-premium-23', 7, 1, 'Kreditkort från re:member med reseförsäkring ingår.', array['Reseförsäkring ingår', 'Fria uttag utomlands'], 595, 0, 25, 100, 40, 0, 1.5, 16.54, 16.54, 28.13, 50, 3.5, 5000, 100000, null, 1, false, true, false, 18, 120000, false, 'UC', 20000, 12, 22732, 1845, date '2026-11-01', 'https://example.se/ansok/remember-premium-23', false, true, 230, 4.8),
  (24, 're:member Student', 'remember-student-24', 7, 2, 'Kreditkort från re:member med reseförsäkring ingår.', array['Reseförsäkring ingår', 'Bonus på drivmedel'], 495, 0, 29, 0, 35, 1.5, 1.65, 16.44, 16.44, 27.27, 60, 3, 5000, 150000, 'Bonus på köp hos utvalda partner.', 0.5, true, false, false, 20, 240000, false, 'UC', 20000, 12, 22668, 1848, date '2026-11-01', 'https://example.se/ansok/remember-student-24', false, true, 240, 4.3),
  (25, 're:member Shopping', 'remember-shopping-25', 7, 1, 'Kreditkort från re:member med lounge-besök ingår.', array['Lounge-besök ingår', 'Upp till 56 räntefria dagar'], 595, 0, 0, 0, 35, 1.5, 1.5, 15.14, 19.14, 23.09, 30, 3.5, 5000, 150000, null, 0.5, false, true, false, 18, 120000, false, 'UC', 20000, 12, 22273, 1806, date '2026-11-01', 'https://example.se/ansok/remember-shopping-25', false, true, 250, 3.6),
  (26, 'Resurs Bank Travel', 'resurs-bank-travel-26', 8, 2, 'Kreditkort från Resurs Bank med cashback på alla köp.', array['Cashback på alla köp', 'Upp till 56 räntefria dagar'], 295, 0, 39, 195, 0, 1.5, 1.65, 13.55, 15.55, 22.59, 45, 3, 5000, 150000, null, 0, true, true, false, 18, 180000, false, 'UC', 20000, 12, 22261, 1831, date '2026-11-01', 'https://example.se/ansok/resurs-bank-travel-26', false, true, 260, 3.9),
  (27, 'Resurs Bank Black', 'resurs-bank-black-27', 8, 1, 'Kreditkort från Resurs Bank med lounge-besök ingår.', array['Lounge-besök ingår', 'Bonus på drivmedel'], 295, 0, 25, 0, 40, 0, 1.5, 14.58, 20.58, 22.05, 60, 4, 5000, 50000, 'Bonus på köp hos utvalda partner.', 0, false, false, false, 23, 0, false, 'UC', 20000, 12, 22209, 1826, date '2026-11-01', 'https://example.se/ansok/resurs-bank-black-27', false, true, 270, 3.5),
  (28, 'Resurs Bank Plus', 'resurs-bank-plus-28', 8, 2, 'Kreditkort från Resurs Bank med lounge-besök ingår.', array['Lounge-besök ingår', 'Fria uttag utomlands'], 595, 0, 0, 0, 40, 0, 1.65, 16.82, 16.82, 25.17, 50, 3, 5000, 30000, null, 1, true, true, false, 18, 180000, false, 'UC', 20000, 12, 22464, 1822, date '2026-11-01', 'https://example.se/ansok/resurs-bank-plus-28', true, false, 280, 4.1),
  (29, 'Ikano Bank Classic', 'ikano-bank-classic-29', 9, 1, 'Kreditkort från Ikano Bank med lounge-besök ingår.', array['Lounge-besök ingår', 'Reseförsäkring ingår'], 195, 0, 0, 0, 35, 1.5, 2, 16.52, 16.52, 20.04, 30, 4, 5000, 50000, null, 1, false, true, false, 23, 0, false, 'UC', 20000, 12, 22030, 1820, date '2026-11-01', 'https://example.se/ansok/ikano-bank-classic-29', false, true, 290, 3.5),
  (30, 'Ikano Bank Guld', 'ikano-bank-guld-30', 9, 2, 'Kreditkort från Ikano Bank med reseförsäkring ingår.', array['Reseförsäkring ingår', 'Fria uttag utomlands'], 395, 0, 0, 0, 0, 1.5, 1.75, 12.16, 12.16, 17.19, 56, 4, 5000, 100000, 'Bonus på köp hos utvalda partner.', 0, true, false, false, 20, 240000, false, 'UC', 20000, 12, 21737, 1778, date '2026-11-01', 'https://example.se/ansok/ikano-bank-guld-30', false, true, 300, 3.8),
  (31, 'Ikano Bank Platinum', 'ikano-bank-platinum-31', 9, 1, 'Kreditkort från Ikano Bank med reseförsäkring ingår.', array['Reseförsäkring ingår', 'Bonus på drivmedel'], 0, 0, 29, 195, 40, 2, 1.65, 12.2, 16.2, 16.4, 60, 3, 5000, 100000, null, 1, false, true, false, 18, 0, false, 'UC', 20000, 12, 21694, 1808, date '2026-11-01', 'https://example.se/ansok/ikano-bank-platinum-31', false, true, 310, 4.6),
  (32, 'Santander Consumer Bank Resekort', 'santander-resekort-32', 10, 2, 'Kreditkort från Santander Consumer Bank med upp till 56 räntefria dagar.', array['Upp till 56 räntefria dagar', 'Ingen årsavgift första året'], 395, 0, 25, 100, 40, 2, 2, 14.26, 16.26, 22.85, 50, 4, 5000, 30000, null, 0.5, true, true, false, 18, 120000, false, 'UC', 20000, 12, 22273, 1823, date '2026-11-01', 'https://example.se/ansok/santander-resekort-32', false, true, 320, 4.8),
  (33, 'Santander Consumer Bank Cashback', 'santander-cashback-33', 10, 1, 'Kreditkort från Santander Consumer Bank med reseförsäkring ingår.', array['Reseförsäkring ingår', 'Bonus på drivmedel'], 295, 0, 25, 0, 40, 0, 1.65, 14.49, 18.49, 21.94, 60, 4, 5000, 150000, 'Bonus på köp hos utvalda partner.', 0, false, false, false, 18, 180000, false, 'UC', 20000, 12, 22199, 1825, date '2026-11-01', 'https://example.se/ansok/santander-cashback-33', false, true, 330, 4.6),
  (34, 'Santander Consumer Bank Bonus', 'santander-bonus-34', 10, 2, 'Kreditkort från Santander Consumer Bank med bonus på drivmedel.', array['Bonus på drivmedel', 'Reseförsäkring ingår'], 0, 0, 25, 195, 40, 1.5, 2, 15.67, 21.67, 19.92, 50, 4, 5000, 30000, null, 0, true, true, false, 20, 180000, false, 'UC', 20000, 12, 22038, 1836, date '2026-11-01', 'https://example.se/ansok/santander-bonus-34', false, true, 340, 4.7),
  (35, 'Collector Bank Premium', 'collector-bank-premium-35', 11, 1, 'Kreditkort från Collector Bank med reseförsäkring ingår.', array['Reseförsäkring ingår', 'Cashback på alla köp'], 0, 0, 25, 195, 35, 1.5, 1.65, 15.82, 21.82, 20.1, 45, 3.5, 5000, 50000, null, 0, false, true, false, 20, 240000, false, 'UC', 20000, 12, 22055, 1838, date '2026-11-01', 'https://example.se/ansok/collector-bank-premium-35', false, false, 350, 4.8),
  (36, 'Collector Bank Student', 'collector-bank-student-36', 11, 2, 'Kreditkort från Collector Bank med upp till 56 räntefria dagar.', array['Upp till 56 räntefria dagar', 'Fria uttag utomlands'], 1495, 0, 25, 0, 35, 2, 2, 16.67, 16.67, 40.63, 56, 3, 5000, 100000, 'Bonus på köp hos utvalda partner.', 0, true, false, true, 23, 180000, false, 'UC', 20000, 12, 23647, 1846, date '2026-11-01', 'https://example.se/ansok/collector-bank-student-36', false, true, 360, 3.8),
  (37, 'Collector Bank Shopping', 'collector-bank-shopping-37', 11, 1, 'Kreditkort från Collector Bank med reseförsäkring ingår.', array['Reseförsäkring ingår', 'Ingen årsavgift första året'], 295, 0, 0, 0, 0, 0, 2, 14.27, 16.27, 18.53, 30, 3, 5000, 100000, null, 1, false, true, false, 18, 180000, false, 'UC', 20000, 12, 21874, 1798, date '2026-11-01', 'https://example.se/ansok/collector-bank-shopping-37', true, true, 370, 2.8),
  (38, 'American Express Sverige Travel', 'american-express-travel-38', 12, 3, 'Kreditkort från American Express Sverige med reseförsäkring ingår.', array['Reseförsäkring ingår', 'Ingen årsavgift första året'], 595, 0, 25, 100, 40, 1.5, 2, 14.94, 20.94, 26.12, 50, 4, 5000, 50000, null, 0, true, true, false, 18, 180000, false, 'UC', 20000, 12, 22550, 1830, date '2026-11-01', 'https://example.se/ansok/american-express-travel-38', false, true, 380, 2.8),
  (39, 'American Express Sverige Black', 'american-express-black-39', 12, 3, 'Kreditkort från American Express Sverige med lounge-besök ingår.', array['Lounge-besök ingår', 'Bonus på drivmedel'], 295, 0, 29, 0, 40, 0, 1.75, 12.44, 14.44, 20.01, 30, 4, 5000, 100000, 'Bonus på köp hos utvalda partner.', 0.5, false, false, false, 18, 120000, false, 'UC', 20000, 12, 22016, 1810, date '2026-11-01', 'https://example.se/ansok/american-express-black-39', false, true, 390, 3.1),
  (40, 'American Express Sverige Plus', 'american-express-plus-40', 12, 3, 'Kreditkort från American Express Sverige med ingen årsavgift första året.', array['Ingen årsavgift första året', 'Fria uttag utomlands'], 0, 0, 29, 100, 40, 1.5, 2, 13.31, 17.31, 17.67, 50, 3.5, 5000, 50000, null, 0, true, true, false, 23, 120000, false, 'UC', 20000, 12, 21819, 1818, date '2026-11-01', 'https://example.se/ansok/american-express-plus-40', false, true, 400, 4.9);
-- Issue 34 (engineer 3): two cards published before 20 November 2026 and not yet brought up to its rules, as
-- existing cards were when the rules took effect: re:member Premium without the rate type, Ikano Bank Classic
-- without the warning. The publish check would refuse these writes today, so it is off for them; the pre-flight
-- report (Regelkontroll) lists exactly these two (tests/integration/creditRules.test.ts).
alter table public.credit_cards alter column rate_type drop default, alter column credit_warning drop default;
alter table public.credit_cards disable trigger credit_cards_within_caps;
update public.credit_cards set rate_type = null where slug = 'remember-premium-23';
update public.credit_cards set credit_warning = null where slug = 'ikano-bank-classic-29';
alter table public.credit_cards enable trigger credit_cards_within_caps;
insert into public.card_categories (card_id, category_id) values (1, 7), (1, 5), (2, 5), (2, 7), (3, 6), (3, 8), (4, 6), (4, 4), (5, 7), (5, 2), (6, 7), (6, 8), (7, 8), (7, 3), (8, 8), (8, 1), (9, 5), (9, 4), (10, 6), (10, 1), (11, 6), (11, 7), (12, 6), (12, 3), (13, 2), (13, 3), (14, 4), (14, 3), (15, 2), (15, 7), (16, 1), (16, 5), (17, 2), (17, 1), (18, 4), (18, 1), (19, 3), (19, 6), (20, 8), (20, 5), (21, 1), (21, 2), (22, 3), (22, 1), (23, 3), (23, 6), (24, 8), (24, 1), (25, 7), (25, 8), (26, 6), (26, 3), (27, 8), (27, 7), (28, 8), (28, 6), (29, 7), (29, 3), (30, 2), (30, 5), (31, 4), (31, 8), (32, 5), (32, 4), (33, 7), (33, 8), (34, 4), (34, 7), (35, 1), (35, 8), (36, 8), (36, 2), (37, 4), (37, 5), (38, 7), (38, 1), (39, 8), (39, 7), (40, 5), (40, 4);

insert into public.reviews (card_id, rating, title, body, author_name, author_email, status, rejection_reason,
  is_verified, verification_method, moderated_by, moderated_at, published_at, created_at)
select ((g * 7) % 40) + 1,
       1 + (g % 5),
       (array['Bra kort för resor', 'Smidigt men dyr valuta', 'Nöjd med bonusen', 'Krånglig kundtjänst', 'Perfekt vardagskort'])[1 + g % 5],
       (array['Jag har använt kortet i ett år och är nöjd med försäkringarna.',
              'Valutapåslaget kunde vara lägre, men appen är bra.',
              'Cashbacken märks verkligen på räkningen varje månad.',
              'Det tog tre veckor att få kortet och svar från kundtjänst.',
              'Inga avgifter och enkelt att betala av fakturan.'])[1 + g % 5],
       (array['Karin L.', 'Erik S.', 'Maria J.', 'Johan A.', 'Sara N.', 'Anders P.'])[1 + g % 6],
       'recensent' || g || '@example.se',
       s.status,
       case when s.status = 'rejected' then 'Innehåller personuppgifter om tredje part' end,
       g % 3 = 0,
       case when g % 3 = 0 then 'Kvitto på kortköp' end,
       case when s.status <> 'pending' then 'a0000000-0000-4000-8000-000000000001'::uuid end,
       case when s.status <> 'pending' then now() - (g || ' hours')::interval end,
       case when s.status = 'approved' then now() - (g || ' hours')::interval end,
       now() - (g * 3 || ' hours')::interval
  from generate_series(1, 220) g
  cross join lateral (select (array['approved', 'approved', 'approved', 'pending', 'rejected', 'spam'])[1 + g % 6] as status) s;


insert into public.expert_inquiries (name, email, phone, question, card_id, category_id, status, assigned_to, answer,
  answered_at, internal_note, closed_at, created_at)
select (array['Lisa Berg', 'Omar Haddad', 'Eva Lund', 'Per Nilsson', 'Fatima Ali', 'Nils Ek'])[1 + g % 6],
       'fraga' || g || '@example.se',
       case when g % 2 = 0 then '070-123 45 ' || lpad((g % 100)::text, 2, '0') end,
       (array['Vilket kort passar bäst för resor i USA?', 'Kan jag få kreditkort med betalningsanmärkning?',
              'Hur räknas den effektiva räntan ut?', 'Vilket kort ger mest cashback på mat?',
              'Behöver jag ett extrakort till min sambo?'])[1 + g % 5],
       case when g % 3 = 0 then (g % 40) + 1 end,
       case when g % 4 = 0 then (g % 8) + 1 end,
       s.status,
       case when s.status in ('in_progress', 'answered', 'closed') then 'a0000000-0000-4000-8000-000000000001'::uuid end,
       case when s.status in ('answered', 'closed') then 'Tack för din fråga! Jämför effektiv ränta och avgifter i vår lista.' end,
       case when s.status in ('answered', 'closed') then now() - (g || ' hours')::interval end,
       case when g % 5 = 0 then 'Återkom med förslag på resekort.' end,
       case when s.status = 'closed' then now() - (g || ' hours')::interval end,
       now() - (g * 5 || ' hours')::interval
  from generate_series(1, 36) g
  cross join lateral (select (array['pending', 'pending', 'in_progress', 'answered', 'closed', 'spam'])[1 + g % 6] as status) s;


insert into public.chat_sessions (id, visitor_id, started_at, page_url, user_agent_family, rating, feedback, flagged)
select g, 'besokare-' || lpad((g % 40)::text, 3, '0'), now() - (g * 7 || ' hours')::interval,
       (array['/kreditkort', '/kreditkort/resekort', '/jamfor', '/blogg'])[1 + g % 4],
       (array['Chrome', 'Safari', 'Firefox', 'Edge'])[1 + g % 4],
       case when g % 4 = 0 then 1 + g % 5 end,
       case when g % 8 = 0 then 'Snabbt svar, tack!' end,
       g % 11 = 0
  from generate_series(1, 60) g;

insert into public.chat_messages (session_id, role, content, created_at)
select s, r.role, r.content, now() - (s * 7 || ' hours')::interval + (r.n || ' minutes')::interval
  from generate_series(1, 60) s
  cross join (values
    (1, 'user', 'Hej! Vilket kort har lägst valutapåslag?'),
    (2, 'assistant', 'Hej! Flera kort har 1,5 % eller lägre. Vill du att jag listar dem?'),
    (3, 'user', 'Ja tack, gärna utan årsavgift.'),
    (4, 'assistant', 'Här är tre kort utan årsavgift med lågt valutapåslag. Kom ihåg att jämföra effektiv ränta.')
  ) as r(n, role, content)
 where r.n <= 2 + s % 3;

insert into public.cookie_consents (consent_id, created_at, policy_version, locale, functional, analytics, marketing,
  action, source, expires_at, ip_hash, user_agent_family)
select gen_random_uuid(), now() - (g * 37 || ' minutes')::interval, '2026-09', 'sv-SE',
       a.action in ('accept_all') or (a.action = 'custom' and g % 2 = 0),
       a.action = 'accept_all' or (a.action = 'custom' and g % 3 = 0),
       a.action = 'accept_all',
       a.action, case when g % 10 = 0 then 'settings' else 'banner' end,
       now() - (g * 37 || ' minutes')::interval + interval '12 months',
       encode(extensions.digest('192.0.2.' || (g % 250) || '-salt', 'sha256'), 'hex'),
       (array['Chrome', 'Safari', 'Firefox', 'Edge'])[1 + g % 4]
  from generate_series(1, 600) g
  cross join lateral (select (array['accept_all', 'accept_all', 'reject_all', 'custom', 'accept_all', 'withdraw'])[1 + g % 6] as action) a;

insert into public.news_articles (title, slug, excerpt, body, author_name, status, published_at, seo_title, seo_description) values
  ('Riksbanken lämnar styrräntan oförändrad', 'riksbanken-lamnar-styrrantan-oforandrad', 'Kort om: riksbanken lämnar styrräntan oförändrad.', '<p>Riksbanken lämnar styrräntan oförändrad. Här är vad det betyder för dig som kortinnehavare.</p><p>Jämför alltid den <strong>effektiva räntan</strong>.</p>', 'Redaktionen', 'published', now() - interval '1 days', 'Riksbanken lämnar styrräntan oförändrad', 'Nyhet: Riksbanken lämnar styrräntan oförändrad'),
  ('Nya regler för konsumentkrediter från november 2026', 'nya-regler-for-konsumentkrediter-fran-november-2026', 'Kort om: nya regler för konsumentkrediter från november 2026.', '<p>Nya regler för konsumentkrediter från november 2026. Här är vad det betyder för dig som kortinnehavare.</p><p>Jämför alltid den <strong>effektiva räntan</strong>.</p>', 'Redaktionen', 'published', now() - interval '4 days', 'Nya regler för konsumentkrediter från november 2026', 'Nyhet: Nya regler för konsumentkrediter från november 2026'),
  ('Så påverkas kreditkortsräntan av inflationen', 'sa-paverkas-kreditkortsrantan-av-inflationen', 'Kort om: så påverkas kreditkortsräntan av inflationen.', '<p>Så påverkas kreditkortsräntan av inflationen. Här är vad det betyder för dig som kortinnehavare.</p><p>Jämför alltid den <strong>effektiva räntan</strong>.</p>', 'Redaktionen', 'published', now() - interval '7 days', 'Så påverkas kreditkortsräntan av inflationen', 'Nyhet: Så påverkas kreditkortsräntan av inflationen'),
  ('Fler banker slopar aviavgiften', 'fler-banker-slopar-aviavgiften', 'Kort om: fler banker slopar aviavgiften.', '<p>Fler banker slopar aviavgiften. Här är vad det betyder för dig som kortinnehavare.</p><p>Jämför alltid den <strong>effektiva räntan</strong>.</p>', 'Redaktionen', 'draft', null, 'Fler banker slopar aviavgiften', 'Nyhet: Fler banker slopar aviavgiften'),
  ('Valutapåslag: så mycket betalar du utomlands', 'valutapaslag-sa-mycket-betalar-du-utomlands', 'Kort om: valutapåslag: så mycket betalar du utomlands.', '<p>Valutapåslag: så mycket betalar du utomlands. Här är vad det betyder för dig som kortinnehavare.</p><p>Jämför alltid den <strong>effektiva räntan</strong>.</p>', 'Redaktionen', 'scheduled', now() + interval '4 days', 'Valutapåslag: så mycket betalar du utomlands', 'Nyhet: Valutapåslag: så mycket betalar du utomlands'),
  ('Konsumentverket granskar kortreklam', 'konsumentverket-granskar-kortreklam', 'Kort om: konsumentverket granskar kortreklam.', '<p>Konsumentverket granskar kortreklam. Här är vad det betyder för dig som kortinnehavare.</p><p>Jämför alltid den <strong>effektiva räntan</strong>.</p>', 'Redaktionen', 'archived', now() - interval '16 days', 'Konsumentverket granskar kortreklam', 'Nyhet: Konsumentverket granskar kortreklam'),
  ('Rekordmånga ansöker om kreditkort', 'rekordmanga-ansoker-om-kreditkort', 'Kort om: rekordmånga ansöker om kreditkort.', '<p>Rekordmånga ansöker om kreditkort. Här är vad det betyder för dig som kortinnehavare.</p><p>Jämför alltid den <strong>effektiva räntan</strong>.</p>', 'Redaktionen', 'published', now() - interval '19 days', 'Rekordmånga ansöker om kreditkort', 'Nyhet: Rekordmånga ansöker om kreditkort'),
  ('Ny EU-standard för effektiv ränta', 'ny-eu-standard-for-effektiv-ranta', 'Kort om: ny eu-standard för effektiv ränta.', '<p>Ny EU-standard för effektiv ränta. Här är vad det betyder för dig som kortinnehavare.</p><p>Jämför alltid den <strong>effektiva räntan</strong>.</p>', 'Redaktionen', 'published', now() - interval '22 days', 'Ny EU-standard för effektiv ränta', 'Nyhet: Ny EU-standard för effektiv ränta'),
  ('Kortbedrägerier minskar med nya säkerhetskrav', 'kortbedragerier-minskar-med-nya-sakerhetskrav', 'Kort om: kortbedrägerier minskar med nya säkerhetskrav.', '<p>Kortbedrägerier minskar med nya säkerhetskrav. Här är vad det betyder för dig som kortinnehavare.</p><p>Jämför alltid den <strong>effektiva räntan</strong>.</p>', 'Redaktionen', 'published', now() - interval '25 days', 'Kortbedrägerier minskar med nya säkerhetskrav', 'Nyhet: Kortbedrägerier minskar med nya säkerhetskrav'),
  ('Bank Norwegian sänker räntan', 'bank-norwegian-sanker-rantan', 'Kort om: bank norwegian sänker räntan.', '<p>Bank Norwegian sänker räntan. Här är vad det betyder för dig som kortinnehavare.</p><p>Jämför alltid den <strong>effektiva räntan</strong>.</p>', 'Redaktionen', 'draft', null, 'Bank Norwegian sänker räntan', 'Nyhet: Bank Norwegian sänker räntan'),
  ('ICA Banken lanserar nytt bonusprogram', 'ica-banken-lanserar-nytt-bonusprogram', 'Kort om: ica banken lanserar nytt bonusprogram.', '<p>ICA Banken lanserar nytt bonusprogram. Här är vad det betyder för dig som kortinnehavare.</p><p>Jämför alltid den <strong>effektiva räntan</strong>.</p>', 'Redaktionen', 'scheduled', now() + interval '10 days', 'ICA Banken lanserar nytt bonusprogram', 'Nyhet: ICA Banken lanserar nytt bonusprogram'),
  ('Så fungerar räntefria dagar', 'sa-fungerar-rantefria-dagar', 'Kort om: så fungerar räntefria dagar.', '<p>Så fungerar räntefria dagar. Här är vad det betyder för dig som kortinnehavare.</p><p>Jämför alltid den <strong>effektiva räntan</strong>.</p>', 'Redaktionen', 'archived', now() - interval '34 days', 'Så fungerar räntefria dagar', 'Nyhet: Så fungerar räntefria dagar');
insert into public.blog_posts (title, slug, excerpt, body, author_name, status, published_at, seo_title, seo_description, tags) values
  ('Guide: så väljer du rätt kreditkort', 'guide-sa-valjer-du-ratt-kreditkort', 'Läs om guide: så väljer du rätt kreditkort.', '<h2>Guide: så väljer du rätt kreditkort</h2><p>Vår redaktion förklarar steg för steg.</p><ul><li>Jämför effektiv ränta</li><li>Läs räkneexemplet</li></ul>', 'Redaktionen', 'published', now() - interval '2 days', 'Guide: så väljer du rätt kreditkort', 'Blogg: Guide: så väljer du rätt kreditkort', array['cashback', 'privatekonomi']),
  ('Fem saker att tänka på före utlandsresan', 'fem-saker-att-tanka-pa-fore-utlandsresan', 'Läs om fem saker att tänka på före utlandsresan.', '<h2>Fem saker att tänka på före utlandsresan</h2><p>Vår redaktion förklarar steg för steg.</p><ul><li>Jämför effektiv ränta</li><li>Läs räkneexemplet</li></ul>', 'Redaktionen', 'published', now() - interval '7 days', 'Fem saker att tänka på före utlandsresan', 'Blogg: Fem saker att tänka på före utlandsresan', array['guide', 'privatekonomi']),
  ('Cashback eller bonuspoäng – vad lönar sig?', 'cashback-eller-bonuspoang-vad-lonar-sig', 'Läs om cashback eller bonuspoäng – vad lönar sig?.', '<h2>Cashback eller bonuspoäng – vad lönar sig?</h2><p>Vår redaktion förklarar steg för steg.</p><ul><li>Jämför effektiv ränta</li><li>Läs räkneexemplet</li></ul>', 'Redaktionen', 'draft', null, 'Cashback eller bonuspoäng – vad lönar sig?', 'Blogg: Cashback eller bonuspoäng – vad lönar sig?', array['avgifter', 'cashback']),
  ('Så läser du ett räkneexempel', 'sa-laser-du-ett-rakneexempel', 'Läs om så läser du ett räkneexempel.', '<h2>Så läser du ett räkneexempel</h2><p>Vår redaktion förklarar steg för steg.</p><ul><li>Jämför effektiv ränta</li><li>Läs räkneexemplet</li></ul>', 'Redaktionen', 'published', now() - interval '17 days', 'Så läser du ett räkneexempel', 'Blogg: Så läser du ett räkneexempel', array['guide', 'bonus']),
  ('Kreditkort för studenter', 'kreditkort-for-studenter', 'Läs om kreditkort för studenter.', '<h2>Kreditkort för studenter</h2><p>Vår redaktion förklarar steg för steg.</p><ul><li>Jämför effektiv ränta</li><li>Läs räkneexemplet</li></ul>', 'Redaktionen', 'scheduled', now() + interval '4 days', 'Kreditkort för studenter', 'Blogg: Kreditkort för studenter', array['privatekonomi', 'resor']),
  ('Därför ska du betala hela fakturan', 'darfor-ska-du-betala-hela-fakturan', 'Läs om därför ska du betala hela fakturan.', '<h2>Därför ska du betala hela fakturan</h2><p>Vår redaktion förklarar steg för steg.</p><ul><li>Jämför effektiv ränta</li><li>Läs räkneexemplet</li></ul>', 'Redaktionen', 'archived', now() - interval '27 days', 'Därför ska du betala hela fakturan', 'Blogg: Därför ska du betala hela fakturan', array['resor', 'privatekonomi']),
  ('Lounge-tillgång: är det värt det?', 'lounge-tillgang-ar-det-vart-det', 'Läs om lounge-tillgång: är det värt det?.', '<h2>Lounge-tillgång: är det värt det?</h2><p>Vår redaktion förklarar steg för steg.</p><ul><li>Jämför effektiv ränta</li><li>Läs räkneexemplet</li></ul>', 'Redaktionen', 'published', now() - interval '32 days', 'Lounge-tillgång: är det värt det?', 'Blogg: Lounge-tillgång: är det värt det?', array['bonus', 'resor']),
  ('Reseförsäkring via kortet förklarad', 'reseforsakring-via-kortet-forklarad', 'Läs om reseförsäkring via kortet förklarad.', '<h2>Reseförsäkring via kortet förklarad</h2><p>Vår redaktion förklarar steg för steg.</p><ul><li>Jämför effektiv ränta</li><li>Läs räkneexemplet</li></ul>', 'Redaktionen', 'published', now() - interval '37 days', 'Reseförsäkring via kortet förklarad', 'Blogg: Reseförsäkring via kortet förklarad', array['bonus', 'resor']),
  ('Så undviker du onödiga avgifter', 'sa-undviker-du-onodiga-avgifter', 'Läs om så undviker du onödiga avgifter.', '<h2>Så undviker du onödiga avgifter</h2><p>Vår redaktion förklarar steg för steg.</p><ul><li>Jämför effektiv ränta</li><li>Läs räkneexemplet</li></ul>', 'Redaktionen', 'draft', null, 'Så undviker du onödiga avgifter', 'Blogg: Så undviker du onödiga avgifter', array['resor', 'bonus']),
  ('Kreditkort och UC: det här händer', 'kreditkort-och-uc-det-har-hander', 'Läs om kreditkort och uc: det här händer.', '<h2>Kreditkort och UC: det här händer</h2><p>Vår redaktion förklarar steg för steg.</p><ul><li>Jämför effektiv ränta</li><li>Läs räkneexemplet</li></ul>', 'Redaktionen', 'published', now() - interval '47 days', 'Kreditkort och UC: det här händer', 'Blogg: Kreditkort och UC: det här händer', array['ränta', 'bonus']),
  ('Extrakort till familjen', 'extrakort-till-familjen', 'Läs om extrakort till familjen.', '<h2>Extrakort till familjen</h2><p>Vår redaktion förklarar steg för steg.</p><ul><li>Jämför effektiv ränta</li><li>Läs räkneexemplet</li></ul>', 'Redaktionen', 'scheduled', now() + interval '10 days', 'Extrakort till familjen', 'Blogg: Extrakort till familjen', array['avgifter', 'cashback']),
  ('Budgettips för december', 'budgettips-for-december', 'Läs om budgettips för december.', '<h2>Budgettips för december</h2><p>Vår redaktion förklarar steg för steg.</p><ul><li>Jämför effektiv ränta</li><li>Läs räkneexemplet</li></ul>', 'Redaktionen', 'archived', now() - interval '57 days', 'Budgettips för december', 'Blogg: Budgettips för december', array['bonus', 'resor']);

-- Explicit ids above: move the identity sequences past them.
select setval(pg_get_serial_sequence('public.banks', 'id'), (select max(id) from public.banks));
select setval(pg_get_serial_sequence('public.networks', 'id'), (select max(id) from public.networks));
select setval(pg_get_serial_sequence('public.categories', 'id'), (select max(id) from public.categories));
select setval(pg_get_serial_sequence('public.credit_cards', 'id'), (select max(id) from public.credit_cards));
select setval(pg_get_serial_sequence('public.chat_sessions', 'id'), (select max(id) from public.chat_sessions));
