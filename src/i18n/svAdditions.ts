/**
 * Swedish for keys that react-admin's add-ons read but ra-language-english does not list: the rich-text editor's
 * toolbar (ra-input-rich-text's `ra.tiptap.*`) and ra-supabase's forgot-password button (`ra.action.reset_password`).
 */
export const swedishAdditions = {
  action: {
    reset_password: 'Återställ lösenordet',
  },
  tiptap: {
    align_left: 'Vänsterjustera',
    align_right: 'Högerjustera',
    align_center: 'Centrera',
    align_justify: 'Marginaljustera',
    bold: 'Fetstil',
    italic: 'Kursiv',
    underline: 'Understrykning',
    strike: 'Genomstrykning',
    code: 'Kod',
    color: 'Textfärg',
    highlight: 'Markeringsfärg',
    list_bulleted: 'Punktlista',
    list_numbered: 'Numrerad lista',
    blockquote: 'Citat',
    link: 'Lägg till länk',
    image: 'Bild',
    image_dialog: 'Bildens adress (URL)',
    clear_format: 'Rensa formatering',
    select_level: 'Välj rubriknivå',
    current_level: 'Nuvarande nivå',
    paragraph: 'Brödtext',
    heading1: 'Rubrik 1',
    heading2: 'Rubrik 2',
    heading3: 'Rubrik 3',
    heading4: 'Rubrik 4',
    heading5: 'Rubrik 5',
    heading6: 'Rubrik 6',
  },
} as const;
