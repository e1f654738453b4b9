import { formValidator, rules, slugRules } from '../../lib/formRules';

/** The category form's rules: those of public.categories' CHECK constraints, length limits included. */
export const validateCategory = formValidator('categories', {
  name: [rules.required('app.validation.category_name_required')],
  slug: slugRules,
  // An integer column that must not be negative (categories_sort_order_non_negative).
  sort_order: [rules.required('app.validation.sort_order_required'), rules.integer(0, 2_147_483_647)],
});
