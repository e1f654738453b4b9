import { formValidator, rules, slugRules } from '../../lib/formRules';

/** The network form's rules: those of public.networks' CHECK constraints, length limits included. */
export const validateNetwork = formValidator('networks', {
  name: [rules.required('app.validation.network_name_required')],
  slug: slugRules,
  logo_url: [rules.url()],
});
