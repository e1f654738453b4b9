-- The representative example's CHECK constraints (20261124120600) run with the writer's rights, so every role that
-- may reach an insert or update of credit_cards needs EXECUTE on the computation: service_role (scripts, imports
-- with the service key) writes cards, and anon or a non-admin must meet the row-level security refusal rather than
-- a "permission denied for function". The functions only compute; they read nothing.
grant execute on function
  private.card_example_monthly_payment(double precision, integer, double precision, double precision),
  private.card_example_total_payable(double precision, integer, double precision, double precision, double precision, double precision),
  private.card_example_effective_rate(double precision, integer, double precision, double precision, double precision, double precision)
  to anon, authenticated, service_role;
