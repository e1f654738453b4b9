/** PostgREST embeds a one-to-one row as an object; supabase-js's inferred type may say array. */
export const embeddedOne = <T>(embed: T | T[] | null | undefined): T | null =>
  (Array.isArray(embed) ? embed[0] : embed) ?? null;
