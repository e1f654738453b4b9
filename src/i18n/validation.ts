/** Form validation texts under app.validation (src/lib/formRules.ts and the forms' rules). Spread into sv.ts. */
export const validationMessages = {
  max_length: 'Högst %{max} tecken (nu %{length})',
  url: 'Adressen måste börja med http:// eller https://',
  integer: 'Ange ett heltal',
  number: 'Ange ett tal',
  non_negative: 'Får inte vara negativt',
  min: {
    plain: 'Minst %{min}',
    kronor: 'Minst %{min} kr',
    percent: 'Minst %{min} %',
    days: 'Minst %{min} dagar',
    years: 'Minst %{min} år',
    months: 'Minst %{min} månader',
  },
  max: {
    plain: 'Högst %{max}',
    kronor: 'Högst %{max} kr',
    percent: 'Högst %{max} %',
    days: 'Högst %{max} dagar',
    years: 'Högst %{max} år',
    months: 'Högst %{max} månader',
  },
  slug_required: 'Ange en slug',
  slug_format: 'Endast a–z, 0–9 och bindestreck (t.ex. arets-basta-kort)',
  title_required: 'Ange en rubrik',
  status_required: 'Välj status',
  publish_at_required: 'Ange när inlägget ska publiceras',
  publish_at_future: 'En schemalagd publicering måste ligga i framtiden',
  publish_until_after_from: 'Sluttiden måste ligga efter starttiden',
  network_name_required: 'Ange nätverkets namn',
  category_name_required: 'Ange kategorins namn',
  sort_order_required: 'Ange sorteringsordning',
  bank_name_required: 'Ange bankens namn',
  org_number_format: 'Skriv organisationsnumret som NNNNNN-NNNN',
  answer_required: 'Skriv ett svar innan förfrågan markeras som besvarad',
  verification_method_required: 'Ange hur recensionen verifierades',
  rejection_reason_required: 'Ange ett skäl när recensionen avvisas',
  decimal: 'Ange ett tal, t.ex. 1,65',
  between: 'Måste vara mellan %{min} och %{max}',
  card: {
    example_incomplete:
      'Räkneexemplet är ofullständigt – kortet kan inte publiceras förrän alla fält är ifyllda.',
    name_required: 'Ange kortets namn',
    bank_required: 'Välj bank',
    network_required: 'Välj nätverk',
    min_age_required: 'Ange lägsta ålder',
    nominal_rate_order: 'Högsta räntan måste vara minst lika hög som lägsta',
    credit_limit_order: 'Högsta kreditgränsen måste vara minst lika hög som lägsta',
    total_below_amount: 'Totalt att betala kan inte vara lägre än kreditbeloppet',
    highlights_max: 'Högst tre säljpunkter',
    effective_rate_to_publish: 'Effektiv ränta krävs för att publicera',
    nominal_rate_to_publish: 'Nominell ränta krävs för att publicera',
    credit_amount_to_publish: 'Kreditbelopp i räkneexemplet krävs för att publicera',
    term_to_publish: 'Löptid i räkneexemplet krävs för att publicera',
    total_to_publish: 'Totalt att betala krävs för att publicera',
    monthly_to_publish: 'Månadsbelopp krävs för att publicera',
    example_date_to_publish: 'Datum för räkneexemplet krävs för att publicera',
    example_monthly_mismatch:
      'Månadsbeloppet blir %{value} enligt räkneexemplets villkor (högst %{tolerance} kr avvikelse tillåts)',
    example_total_mismatch:
      'Totalt att betala blir %{value} enligt räkneexemplets villkor (högst %{tolerance} kr avvikelse tillåts)',
    example_rate_none:
      'Räkneexemplets avgifter är större än kreditbeloppet: ingen effektiv ränta kan beräknas',
    example_rate_mismatch:
      'Effektiva räntan blir %{value} enligt räkneexemplets villkor (högst %{tolerance} procentenheters avvikelse tillåts)',
    // the caps of konsumentkreditlagen by date (src/lib/creditCaps.ts)
    interest_cap:
      'Räntan %{rate} % är högre än räntetaket %{cap} % (referensräntan %{reference} % + %{margin} procentenheter)',
    cost_cap: 'Kreditens totala kostnad %{cost} kr är högre än kreditbeloppet %{amount} kr (kostnadstaket)',
    // issue 34: the rule set valid on the publishing date (src/resources/cards/creditRules.ts)
    rules_publish:
      'Kortet kan inte publiceras: det uppfyller inte reglerna som gäller när det visas (se de markerade fälten)',
    rate_type_to_publish: 'Ange om räntan är fast eller rörlig för att publicera',
    credit_warning_to_publish: 'Ett publicerat kort måste visa varningstexten ”%{warning}”',
  },
};
