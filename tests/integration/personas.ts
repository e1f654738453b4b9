import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import type { Stack } from '../../supabase/local/stack.ts';
import { DEMO_PASSWORD } from '../helpers.ts';

/** The callers the access rules distinguish (the seeded users plus an admin with a verified TOTP factor). */
export type Persona = 'anon' | 'user' | 'admin' | 'mfaAdminAal1' | 'mfaAdminAal2' | 'service';
export const PERSONAS: Persona[] = ['anon', 'user', 'admin', 'mfaAdminAal1', 'mfaAdminAal2', 'service'];

const plain = (stack: Stack, key: string) =>
  createClient(stack.url, key, { auth: { persistSession: false, autoRefreshToken: false } });

export async function signedIn(stack: Stack, email: string): Promise<SupabaseClient> {
  const client = plain(stack, stack.anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return client;
}

/** The seeded editor (supabase/seed.sql): the editor role, no MFA factor. */
export const EDITOR_EMAIL = 'editor@example.se';

/** A confirmed user (password DEMO_PASSWORD) with the admin role in public.user_roles; returns its id. */
export async function createAdmin(stack: Stack, email: string): Promise<string> {
  const created = await plain(stack, stack.serviceRoleKey).auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
  });
  if (created.error) throw created.error;
  await stack.sql.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
    created.data.user.id,
  ]);
  return created.data.user.id;
}

/** Enrols a TOTP factor for the signed-in client and verifies it: the client's session is then aal2. */
export async function enrolVerifiedTotp(client: SupabaseClient): Promise<void> {
  const factor = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon' });
  if (factor.error) throw factor.error;
  const challenge = await client.auth.mfa.challenge({ factorId: factor.data.id });
  const totp = new TOTP({ secret: Secret.fromBase32(factor.data.totp.secret) });
  const verified = await client.auth.mfa.verify({
    factorId: factor.data.id,
    challengeId: challenge.data!.id,
    code: totp.generate(),
  });
  if (verified.error) throw verified.error;
}

/** One signed-in client per persona on a seeded stack; creates mfa-admin@example.se with a verified factor. */
export async function personas(
  stack: Stack,
  mfaEmail = 'mfa-admin@example.se',
): Promise<Record<Persona, SupabaseClient>> {
  const service = plain(stack, stack.serviceRoleKey);
  await createAdmin(stack, mfaEmail);
  const mfa = await signedIn(stack, mfaEmail);
  await enrolVerifiedTotp(mfa);
  return {
    anon: plain(stack, stack.anonKey),
    user: await signedIn(stack, 'user@example.se'),
    admin: await signedIn(stack, 'admin@example.se'),
    mfaAdminAal1: await signedIn(stack, mfaEmail),
    mfaAdminAal2: mfa,
    service,
  };
}
