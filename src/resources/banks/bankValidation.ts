import { formValidator, rules, slugRules } from '../../lib/formRules';

/** The bank form's rules: those of public.banks' CHECK constraints, length limits included (formValidator). */
export const validateBank = formValidator('banks', {
  name: [rules.required('app.validation.bank_name_required')],
  slug: slugRules,
  org_number: [rules.pattern(/^[0-9]{6}-[0-9]{4}$/, 'app.validation.org_number_format')],
  website_url: [rules.url()],
  logo_url: [rules.url()],
});
