import type { TranslationMessages } from 'react-admin';
import { errorMessages } from './errors';
import { validationMessages } from './validation';

/**
 * Swedish messages for react-admin, ra-supabase and the app. Resources follow react-admin's keys:
 * `resources.<name>.name` (singular |||| plural), `.fields.<source>`, `.page.*`, `.empty`.
 * What only views loaded on demand show is in svViews.ts.
 */
export const swedishMessages: TranslationMessages = {
  ra: {
    action: {
      // Read by ra-supabase's forgot-password page, not listed by ra-language-english.
      reset_password: 'Återställ lösenordet',
      add_filter: 'Lägg till filter',
      add: 'Lägg till',
      back: 'Tillbaka',
      bulk_actions: '%{smart_count} markerad |||| %{smart_count} markerade',
      cancel: 'Avbryt',
      clear_array_input: 'Töm listan',
      clear_input_value: 'Rensa värdet',
      clone: 'Kopiera',
      confirm: 'Bekräfta',
      create: 'Skapa',
      create_item: 'Skapa %{item}',
      delete: 'Ta bort',
      edit: 'Redigera',
      export: 'Exportera',
      list: 'Lista',
      refresh: 'Uppdatera',
      remove_filter: 'Ta bort filtret',
      remove_all_filters: 'Ta bort alla filter',
      remove: 'Ta bort',
      reset: 'Återställ',
      save: 'Spara',
      search: 'Sök',
      search_columns: 'Sök kolumner',
      select_all: 'Markera alla',
      select_all_button: 'Markera alla i listan',
      select_row: 'Markera raden',
      show: 'Visa',
      sort: 'Sortera',
      undo: 'Ångra',
      unselect: 'Avmarkera',
      expand: 'Expandera',
      close: 'Stäng',
      open_menu: 'Öppna menyn',
      close_menu: 'Stäng menyn',
      update: 'Uppdatera',
      move_up: 'Flytta upp',
      move_down: 'Flytta ned',
      open: 'Öppna',
      toggle_theme: 'Växla ljust/mörkt läge',
      select_columns: 'Kolumner',
      update_application: 'Ladda om programmet',
    },
    boolean: { true: 'Ja', false: 'Nej', null: ' ' },
    page: {
      create: 'Skapa %{name}',
      dashboard: 'Översikt',
      edit: '%{name}: %{recordRepresentation}',
      error: 'Något gick fel',
      list: '%{name}',
      loading: 'Laddar',
      not_found: 'Hittades inte',
      show: '%{name}: %{recordRepresentation}',
      empty: 'Inga %{name} ännu.',
      invite: 'Vill du lägga till en?',
      access_denied: 'Åtkomst nekad',
      authentication_error: 'Autentiseringsfel',
    },
    input: {
      file: {
        upload_several: 'Släpp filer här för att ladda upp, eller klicka för att välja en.',
        upload_single: 'Släpp en fil här för att ladda upp, eller klicka för att välja den.',
      },
      image: {
        upload_several: 'Släpp bilder här för att ladda upp, eller klicka för att välja en.',
        upload_single: 'Släpp en bild här för att ladda upp, eller klicka för att välja den.',
      },
      references: {
        all_missing: 'Kunde inte hitta de refererade uppgifterna.',
        many_missing: 'Minst en av de kopplade posterna verkar inte längre finnas.',
        single_missing: 'Den kopplade posten verkar inte längre finnas.',
      },
      password: { toggle_visible: 'Dölj lösenordet', toggle_hidden: 'Visa lösenordet' },
    },
    message: {
      about: 'Om',
      access_denied: 'Du har inte behörighet att se den här sidan',
      are_you_sure: 'Är du säker?',
      authentication_error:
        'Autentiseringsservern svarade med ett fel och dina uppgifter kunde inte kontrolleras.',
      auth_error: 'Ett fel uppstod när inloggningstoken skulle kontrolleras.',
      // %{name} is the resource's `forcedCaseName` (lower case, singular |||| plural): 'Ta bort 3 kreditkort?'.
      bulk_delete_content:
        'Vill du ta bort %{name}? Det går inte att ångra. |||| %{smart_count} %{name} tas bort permanent. Det går inte att ångra.',
      bulk_delete_title: 'Ta bort %{name}? |||| Ta bort %{smart_count} %{name}?',
      // react-admin passes no recordRepresentation to the bulk dialogs: only the count and the name.
      bulk_update_content: 'Ändringen gäller %{smart_count} %{name}.',
      bulk_update_title: 'Ändra %{smart_count} %{name}?',
      clear_array_input: 'Vill du verkligen tömma hela listan?',
      // Each resource says it better under resources.<name>.message.delete_title/delete_content (definite form).
      delete_content: 'Vill du ta bort %{name}? Det går inte att ångra.',
      delete_title: 'Ta bort %{name} %{recordRepresentation}?',
      details: 'Detaljer',
      error: 'Ett fel uppstod i klienten och begäran kunde inte slutföras.',
      invalid_form: 'Formuläret innehåller fel. Kontrollera fälten.',
      loading: 'Vänta lite',
      no: 'Nej',
      not_found: 'Antingen skrev du fel adress eller så följde du en trasig länk.',
      select_all_limit_reached:
        'Det finns för många rader för att markera alla. Bara de första %{max} markerades.',
      unsaved_changes: 'Vissa ändringar har inte sparats. Vill du verkligen lämna sidan?',
      yes: 'Ja',
      placeholder_data_warning: 'Nätverksproblem: uppgifterna kunde inte uppdateras.',
    },
    navigation: {
      clear_filters: 'Rensa filter',
      no_filtered_results: 'Inget hittades i %{name} med nuvarande filter.',
      no_results: 'Inget hittades i %{name}',
      no_more_results: 'Sidnumret %{page} finns inte. Prova föregående sida.',
      page_out_of_boundaries: 'Sidnumret %{page} finns inte',
      page_out_from_end: 'Det finns ingen sida efter den sista',
      page_out_from_begin: 'Det finns ingen sida före sida 1',
      page_range_info: '%{offsetBegin}–%{offsetEnd} av %{total}',
      partial_page_range_info: '%{offsetBegin}–%{offsetEnd} av fler än %{offsetEnd}',
      current_page: 'Sida %{page}',
      page: 'Gå till sida %{page}',
      first: 'Gå till första sidan',
      last: 'Gå till sista sidan',
      next: 'Gå till nästa sida',
      previous: 'Gå till föregående sida',
      page_rows_per_page: 'Rader per sida:',
      skip_nav: 'Hoppa till innehållet',
    },
    sort: { sort_by: 'Sortera efter %{field_lower_first} %{order}', ASC: 'stigande', DESC: 'fallande' },
    auth: {
      auth_check_error: 'Logga in för att fortsätta',
      user_menu: 'Profil',
      username: 'Användarnamn',
      password: 'Lösenord',
      email: 'E-post',
      sign_in: 'Logga in',
      sign_in_error: 'Inloggningen misslyckades, försök igen',
      logout: 'Logga ut',
    },
    notification: {
      updated: 'Posten uppdaterades |||| %{smart_count} poster uppdaterades',
      created: 'Posten skapades',
      deleted: 'Posten togs bort |||| %{smart_count} poster togs bort',
      bad_item: 'Felaktig post',
      item_doesnt_exist: 'Posten finns inte',
      http_error: 'Fel vid kommunikation med servern',
      data_provider_error: 'Fel i dataprovidern. Se konsolen för detaljer.',
      i18n_error: 'Kunde inte läsa in översättningarna för det valda språket',
      canceled: 'Åtgärden avbröts',
      logged_out: 'Din session har avslutats, logga in igen.',
      not_authorized: 'Du har inte behörighet till den här resursen.',
      application_update_available: 'En ny version finns tillgänglig.',
      offline: 'Ingen anslutning. Uppgifterna kunde inte hämtas.',
    },
    validation: {
      required: 'Obligatoriskt',
      minLength: 'Måste vara minst %{min} tecken',
      maxLength: 'Får vara högst %{max} tecken',
      minValue: 'Måste vara minst %{min}',
      maxValue: 'Får vara högst %{max}',
      number: 'Måste vara ett tal',
      email: 'Måste vara en giltig e-postadress',
      oneOf: 'Måste vara en av: %{options}',
      regex: 'Måste ha rätt format (reguljärt uttryck): %{pattern}',
      unique: 'Måste vara unikt',
    },
    saved_queries: {
      label: 'Sparade sökningar',
      query_name: 'Sökningens namn',
      new_label: 'Spara aktuell sökning…',
      new_dialog_title: 'Spara aktuell sökning som',
      remove_label: 'Ta bort sparad sökning',
      remove_label_with_name: 'Ta bort sökningen "%{name}"',
      remove_dialog_title: 'Ta bort sparad sökning?',
      remove_message: 'Vill du verkligen ta bort sökningen från dina sparade sökningar?',
      help: 'Filtrera listan och spara sökningen till senare',
    },
    guesser: {
      empty: { title: 'Inga uppgifter att visa', message: 'Kontrollera dataprovidern' },
    },
    configurable: {
      customize: 'Anpassa',
      configureMode: 'Anpassa den här sidan',
      inspector: {
        title: 'Inspektör',
        content: 'Håll muspekaren över delar av gränssnittet för att anpassa dem',
        reset: 'Återställ inställningar',
        hideAll: 'Dölj alla',
        showAll: 'Visa alla',
      },
      Datagrid: { title: 'Tabell', unlabeled: 'Kolumn utan namn #%{column}' },
      SimpleForm: { title: 'Formulär', unlabeled: 'Fält utan namn #%{input}' },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Primär text',
        secondaryText: 'Sekundär text',
        tertiaryText: 'Tertiär text',
      },
    },
  },
  'ra-supabase': {
    auth: {
      email: 'E-post',
      confirm_password: 'Bekräfta lösenordet',
      sign_in_with: 'Logga in med %{provider}',
      forgot_password: 'Glömt lösenordet?',
      reset_password: 'Återställ lösenordet',
      password_reset:
        'Ditt lösenord har återställts. Du får ett e-postmeddelande med en länk för att logga in.',
      missing_tokens: 'Åtkomst- och förnyelsetoken saknas',
      back_to_login: 'Tillbaka till inloggningen',
    },
    reset_password: {
      forgot_password: 'Glömt lösenordet?',
      forgot_password_details: 'Ange din e-postadress så skickar vi instruktioner.',
    },
    set_password: { new_password: 'Välj ditt lösenord' },
    validation: { password_mismatch: 'Lösenorden matchar inte' },
  },
  resources: {
    cards: {
      name: 'Kreditkort |||| Kreditkort',
      forcedCaseName: 'kreditkort |||| kreditkort',
    },
    banks: {
      name: 'Bank |||| Banker',
      forcedCaseName: 'bank |||| banker',
    },
    networks: {
      name: 'Nätverk |||| Nätverk',
      forcedCaseName: 'nätverk |||| nätverk',
    },
    categories: {
      name: 'Kategori |||| Kategorier',
      forcedCaseName: 'kategori |||| kategorier',
    },
    reviews: {
      name: 'Recension |||| Recensioner',
      forcedCaseName: 'recension |||| recensioner',
    },
    inquiries: {
      name: 'Expertförfrågan |||| Expertförfrågningar',
      forcedCaseName: 'expertförfrågan |||| expertförfrågningar',
    },
    chats: {
      name: 'Chattsession |||| Chatthistorik',
      forcedCaseName: 'chattsession |||| chattsessioner',
    },
    cookies: {
      name: 'Cookie-samtycke |||| Cookie-samtycken',
      forcedCaseName: 'cookie-samtycke |||| cookie-samtycken',
    },
    news: {
      name: 'Nyhet |||| Nyheter',
      forcedCaseName: 'nyhet |||| nyheter',
    },
    blog: {
      name: 'Blogginlägg |||| Blogg',
      forcedCaseName: 'blogginlägg |||| blogginlägg',
      dashboard: 'Bloggposter',
    },
    // issue 34: the credit rules by date (Verktyg)
    reference_rates: {
      name: 'Referensränta |||| Referensräntor',
      forcedCaseName: 'referensränta |||| referensräntor',
    },
    credit_rule_sets: {
      name: 'Regeluppsättning |||| Regeluppsättningar',
      forcedCaseName: 'regeluppsättning |||| regeluppsättningar',
    },
    // issue 33: Webbplatstexter (src/resources/siteTexts)
    texts: {
      name: 'Webbplatstext |||| Webbplatstexter',
      forcedCaseName: 'webbplatstext |||| webbplatstexter',
    },
    // Ändringar som väntar på godkännande (issue 35 part B): proposals of published cards' public terms.
    proposals: {
      name: 'Ändringsförslag |||| Ändringsförslag',
      forcedCaseName: 'ändringsförslag |||| ändringsförslag',
    },
  },
  app: {
    // issue 33: the state the public sees (src/lib/publicationState.ts)
    publication: {
      draft: 'Utkast',
      scheduled: 'Schemalagd',
      published: 'Publicerad',
      ended: 'Avslutad',
      expired: 'Utgången',
      archived: 'Arkiverad',
    },
    notification: {
      // issue 31 item 8: the notice names what was saved (%{what}: 'kreditkort SEB Classic') and a new status
      saved_undoable: 'Ändringen är sparad: %{what}. Ctrl+Z ångrar.',
      saved_status_undoable: 'Ändringen är sparad: %{what} är nu %{status}. Ctrl+Z ångrar.',
      save_undone: 'Ändringen är ångrad',
    },
    presence: {
      editing_card: '%{names} redigerar också det här kortet',
      editing_record: '%{names} redigerar också den här posten',
      marker: 'Öppen hos %{names}',
      column: 'Redigeras nu',
    },
    conflict: {
      someone: 'en annan administratör',
      changed_by: 'Ingenting sparades: %{who} ändrade posten %{when} efter att du öppnade den.',
      deleted_by: 'Ingenting sparades: %{who} tog bort posten %{when}.',
      title: 'Någon annan har ändrat posten',
      gone: 'Posten finns inte längre. Kopiera din text om du vill spara den någon annanstans.',
      table: 'Deras och dina värden',
      field: 'Fält',
      theirs: 'Deras värde (sparat)',
      mine: 'Ditt värde',
      both_changed: 'ändrat av er båda',
      theirs_only: 'De ändrade också %{fields}, som du inte har rört; de ändringarna behålls.',
      overwrite_hint:
        'Skriv över sparar dina ändringar ovanpå deras; deras ändringar i fält du inte rört behålls. Det syns i ändringshistoriken.',
      keep_theirs: 'Behåll deras (ladda om)',
      overwrite: 'Skriv över med mina ändringar',
      copy: 'Kopiera min text',
      copied: 'Din text är kopierad',
      copy_failed: 'Kunde inte kopiera, markera texten i formuläret i stället',
      overwritten: 'Sparat: dina ändringar skrev över den samtidiga ändringen',
    },
    auth: {
      product_name: 'Kortjämför admin',
      sign_in_title: 'Logga in',
      not_found_home: 'Till översikten',
      invalid_credentials: 'Fel e-post eller lösenord',
      email_not_confirmed: 'E-postadressen är inte bekräftad',
      user_already_exists: 'Det finns redan ett konto med den e-postadressen',
      weak_password: 'Lösenordet är för svagt (minst 6 tecken)',
      over_request_rate_limit: 'För många försök, vänta en stund',
      unreachable: 'Kunde inte nå inloggningsservern',
      failed: 'Inloggningen misslyckades',
      sign_up: 'Skapa konto',
      sign_up_done: 'Kontot är skapat. En administratör behöver ge dig behörighet.',
      password_hint: 'Minst 6 tecken',
      have_account: 'Har du redan ett konto? Logga in',
      no_account: 'Inget konto? Skapa ett',
      no_access_title: 'Ingen behörighet',
      no_access_body:
        'Du är inloggad som %{email} men har inte administratörsbehörighet. Be en administratör om åtkomst.',
      mfa_title: 'Tvåstegsverifiering',
      mfa_intro: 'Ditt konto skyddas med en autentiseringsapp. Ange koden för att kunna göra ändringar.',
      mfa_code: 'Engångskod',
      mfa_verify: 'Verifiera',
      mfa_invalid: 'Felaktig kod, försök igen',
      mfa_no_factor: 'Ingen verifierad autentiseringsapp hittades',
    },
    account: {
      title: 'Mitt konto',
    },
    admins: {
      title: 'Administratörer',
    },
    history: {
      title: 'Senaste ändringar',
    },
    link_checks: {
      title: 'Länkkontroll',
    },
    todo: {
      title: 'Att göra',
      inquiries_error: 'Kunde inte hämta förfrågningarna',
      oldest_inquiry: 'Äldsta obesvarade expertförfrågan har väntat i %{age}',
      no_inquiries: 'Inga expertförfrågningar väntar',
      age: {
        under_an_hour: 'under en timme',
        hours: '%{smart_count} timme |||| %{smart_count} timmar',
        days: '%{smart_count} dag |||| %{smart_count} dagar',
      },
      items: {
        reviews:
          '%{smart_count} recension väntar på granskning |||| %{smart_count} recensioner väntar på granskning',
        stale_examples:
          '%{smart_count} publicerat kort med representativt exempel äldre än 12 månader |||| %{smart_count} publicerade kort med representativt exempel äldre än 12 månader',
        news: '%{smart_count} nyhet schemalagd de kommande 7 dagarna |||| %{smart_count} nyheter schemalagda de kommande 7 dagarna',
        blog: '%{smart_count} blogginlägg schemalagt de kommande 7 dagarna |||| %{smart_count} blogginlägg schemalagda de kommande 7 dagarna',
        changes:
          '%{smart_count} ändring de senaste 7 dagarna |||| %{smart_count} ändringar de senaste 7 dagarna',
        links_broken: '%{smart_count} länk fungerar inte |||| %{smart_count} länkar fungerar inte',
        links_redirected:
          '%{smart_count} länk leder till en annan webbplats |||| %{smart_count} länkar leder till en annan webbplats',
        // issue 34: the pre-flight report
        card_rules:
          '%{smart_count} publicerat kort uppfyller inte reglerna som gäller i dag |||| %{smart_count} publicerade kort uppfyller inte reglerna som gäller i dag',
        proposals:
          '%{smart_count} ändring av ett publicerat kort väntar på godkännande |||| %{smart_count} ändringar av publicerade kort väntar på godkännande',
      },
    },
    // Regelkontroll (issue 34): the published cards that fail the rules valid on a day, route /card-rules
    card_rules: {
      title: 'Regelkontroll',
    },
    // Gallring (issue 32): the retention rules and the clean-up's runs, reached by route /retention.
    retention: {
      title: 'Gallring',
    },
    // Personuppgifter (issue 32): one person's data, found, exported (art. 15) and erased (art. 17).
    personal_data: {
      title: 'Personuppgifter',
    },
    // Villkor per datum (issue 34): what the public could see of the cards at a moment, rebuilt from the history.
    terms_on_date: {
      title: 'Villkor per datum',
    },
    menu: {
      title: 'Admin',
      sheet: 'Meny',
      toggle: 'Växla sidomenyn',
      skip_to_content: 'Hoppa till innehållet',
    },
    // issue 35: the search across everything (Ctrl/Cmd+K) and the lists' shared views
    search: {
      open: 'Sök överallt (Ctrl+K)',
      title: 'Sök överallt',
      label: 'Sök på namn, titel, e-post eller id',
      hint: 'Piltangenterna väljer, Enter öppnar, Esc stänger',
      type_more: 'Skriv för att söka',
      loading: 'Söker…',
      none: 'Inga träffar',
      failed: 'Sökningen misslyckades',
      close: 'Stäng',
    },
    // The slug field's help text (SlugInput) and the breadcrumbs' name (PageHeader).
    slug_hint: 'Används i adressen',
    breadcrumbs: 'Sökväg',
    dashboard: {
      title: 'Dashboard',
      // The count cards' heading, under the page's h1 'Dashboard'.
      counts: 'Innehåll',
      pending: '%{smart_count} väntar',
      error: 'Kunde inte hämta antalet',
      // The panel of pages beyond the sidebar's eleven entries.
      tools: 'Verktyg',
    },
    errors: errorMessages,
    validation: validationMessages,
  },
};
