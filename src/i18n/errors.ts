/**
 * Error texts under app.errors: the database's refusals (src/providers/databaseErrors.ts, by constraint name from
 * the migrations, by rule and by PostgreSQL error code) and Supabase Auth's failed e-mail links
 * (src/auth/urlAuthError.ts). Spread into sv.ts.
 */
export const errorMessages = {
  constraints: {
    credit_cards_published_requires_example:
      'Ett publicerat kort måste ha effektiv ränta, nominell ränta och ett komplett räkneexempel.',
    credit_cards_nominal_rate_order: 'Lägsta nominella ränta får inte vara högre än högsta.',
    credit_cards_effective_rate_consistent:
      'Effektiva räntan stämmer inte med den som räknas fram ur räkneexemplets villkor (högst 0,1 procentenheters avvikelse tillåts).',
    credit_cards_example_total_payable_consistent:
      'Totalt att betala stämmer inte med räkneexemplets villkor (högst 1 kr avvikelse tillåts).',
    credit_cards_example_monthly_payment_consistent:
      'Månadsbeloppet stämmer inte med räkneexemplets villkor (högst 1 kr avvikelse tillåts).',
    site_image_exists:
      'Bilden finns inte längre i bildbiblioteket (den har tagits bort). Välj eller ladda upp en annan bild.',
    credit_cards_credit_limit_order: 'Lägsta kreditgräns får inte vara högre än högsta.',
    credit_cards_highlights_max_3: 'Högst tre säljpunkter.',
    credit_cards_slug_key: 'Sluggen används redan av ett annat kort.',
    banks_slug_key: 'Sluggen används redan av en annan bank.',
    banks_name_key: 'Det finns redan en bank med det namnet.',
    banks_org_number_format: 'Organisationsnumret ska skrivas NNNNNN-NNNN.',
    networks_name_key: 'Det finns redan ett nätverk med det namnet.',
    networks_slug_key: 'Sluggen används redan av ett annat nätverk.',
    categories_slug_key: 'Sluggen används redan av en annan kategori.',
    news_articles_slug_key: 'Sluggen används redan av en annan nyhet.',
    blog_posts_slug_key: 'Sluggen används redan av ett annat blogginlägg.',
    reviews_rejection_requires_reason: 'Ange ett skäl när en recension avvisas.',
    expert_inquiries_answered_requires_answer: 'Skriv ett svar innan förfrågan markeras som besvarad.',
    news_articles_published_requires_date: 'Ange publiceringsdatum för publicerade och schemalagda nyheter.',
    blog_posts_published_requires_date: 'Ange publiceringsdatum för publicerade och schemalagda inlägg.',
    credit_cards_interest_cap:
      'Räntan är högre än räntetaket (referensräntan + 20 procentenheter) som gäller i dag: kortet kan inte publiceras.',
    // issue 34: the rules of 20 November 2026
    credit_cards_published_requires_information:
      'Ett publicerat kort måste ange om räntan är fast eller rörlig.',
    credit_cards_credit_warning_required:
      'Ett publicerat kort måste visa varningstexten som reglerna kräver (se Publicering).',
    credit_cards_cost_cap:
      'Kreditens totala kostnad (ränta och avgifter) är högre än kreditbeloppet: kortet kan inte publiceras.',
  },
  rules: {
    length: 'Högst %{max} tecken.',
    length_unknown: 'Högst tillåtet antal tecken.',
    not_blank: 'Fältet får inte vara tomt.',
    http: 'Adressen måste börja med http:// eller https://.',
    key: 'Värdet används redan.',
    format: 'Värdet har fel format.',
    range: 'Värdet ligger utanför det tillåtna intervallet.',
    non_negative: 'Värdet får inte vara negativt.',
    invalid: 'Ogiltigt värde.',
  },
  codes: {
    unique: 'Värdet används redan (t.ex. namnet eller sluggen).',
    referenced: 'Posten används av andra poster och kan inte tas bort.',
    check: 'Ett värde bryter mot en regel i databasen.',
    out_of_range: 'Ett tal är för stort eller för litet.',
    too_long: 'En text är för lång.',
    not_null: 'Ett obligatoriskt fält saknas.',
    forbidden: 'Du saknar behörighet för den här åtgärden.',
    bad_format: 'Ett fält har fel format.',
    refused: 'Databasen tog inte emot ändringen.',
  },
  // The editor role's refusals (20261129005100_editor_rls.sql), by the HINT the database gives (issue 35).
  roles: {
    editor_publish: 'Endast administratörer får publicera eller ändra publiceringstiden. Spara som utkast.',
    editor_published:
      'Det här är publicerat: endast administratörer får ändra det. Ett publicerat kort ändras genom ett ändringsförslag.',
    editor_refused: 'Som redaktör får du inte ta bort eller ändra det här. Be en administratör.',
  },
  // Card change proposals (issue 35 part B), by the HINT of the database's refusal.
  proposals: {
    proposal_required: 'Ett publicerat korts villkor ändras inte direkt: skicka ändringen för godkännande.',
    self_approval: 'Du kan inte godkänna ditt eget förslag: en annan administratör måste granska det.',
    reason_required: 'Ange varför förslaget avvisas.',
    proposal_decided: 'Förslaget är redan beslutat.',
    proposal_terms_only:
      'Ett förslag får bara ändra kortets villkor (räntor, avgifter, räkneexempel, ansökningslänk, sponsring, rangordning, publicering).',
    proposal_empty: 'Förslaget ändrar inget.',
  },
  url_auth: {
    title: 'Länken fungerade inte',
    otp_expired: 'Länken har gått ut eller har redan använts. Begär en ny länk.',
    otp_disabled: 'Inloggning med e-postlänk är avstängd.',
    flow_state_expired: 'Inloggningen tog för lång tid och har gått ut. Försök igen.',
    other_browser: 'Inloggningen kunde inte slutföras. Öppna länken i samma webbläsare som du begärde den i.',
    user_banned: 'Kontot är spärrat.',
    user_not_found: 'Kontot finns inte längre.',
    signup_disabled: 'Nya konton kan inte skapas.',
    email_not_confirmed: 'E-postadressen är inte bekräftad.',
    email_address_not_authorized: 'E-postadressen är inte behörig.',
    invite_not_found: 'Inbjudan finns inte eller har redan använts.',
    over_email_send_rate_limit: 'För många e-postmeddelanden har skickats. Vänta en stund och försök igen.',
    over_request_rate_limit: 'För många försök. Vänta en stund och försök igen.',
    session_expired: 'Sessionen har gått ut. Logga in igen.',
    invalid_link: 'Länken är ogiltig.',
    server_error: 'Inloggningsservern råkade ut för ett fel. Försök igen senare.',
    access_denied: 'Åtkomst nekades. Länken är ogiltig eller har gått ut.',
    temporarily_unavailable: 'Inloggningen är tillfälligt otillgänglig. Försök igen senare.',
    unauthorized_client: 'Inloggningen är inte tillåten från den här sidan.',
    fallback: 'Länken i e-postmeddelandet fungerade inte. Begär en ny länk eller logga in.',
  },
};
