import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import type { Stack } from '../../supabase/local/stack.ts';

/** The callers the access rules distinguish (the seeded users plus an admin with a verified TOTP factor). */
export type Persona = 'anon' | 'user' | 'admin' | 'mfaAdminAal1' | 'mfaAdminAal2' | 'service';
export const PERSONAS: Persona[] = ['anon', 'user', 'admin', 'mfaAdminAal1', 'mfaAdminAal2', 'service'];

const plain = (stack: Stack, key: string) =>
  createClient(stack.url, key, { auth: { persistSession: false, autoRefreshToken: false } });

export async function signedIn(stack: Stack, email: string): Promise<SupabaseClient> {
  const client = plain(stack, stack.anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password: 'Demo-1234!' });
  if (error) throw error;
  return client;
}

/** One signed-in client per persona on a seeded stack; creates mfa-admin@example.se with a verified factor. */
export async function personas(
  stack: Stack,
  mfaEmail = 'mfa-admin@example.se',
): Promise<Record<Persona, SupabaseClient>> {
  const service = plain(stack, stack.serviceRoleKey);
  const created = await service.auth.admin.createUser({
    email: mfaEmail,
    password: 'Demo-1234!',
    email_confirm: true,
  });
  if (created.error) throw created.error;
  await stack.sql.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
    created.data.user.id,
  ]);
  const mfa = await signedIn(stack, mfaEmail);
  const factor = await mfa.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon' });
  const challenge = await mfa.auth.mfa.challenge({ factorId: factor.data!.id });
  const totp = new TOTP({ secret: Secret.fromBase32(factor.data!.totp.secret) });
  const verified = await mfa.auth.mfa.verify({
    factorId: factor.data!.id,
    challengeId: challenge.data!.id,
    code: totp.generate(),
  });
  if (verified.error) throw verified.error;
  return {
    anon: plain(stack, stack.anonKey),
    user: await signedIn(stack, 'user@example.se'),
    admin: await signedIn(stack, 'admin@example.se'),
    mfaAdminAal1: await signedIn(stack, mfaEmail),
    mfaAdminAal2: mfa,
    service,
  };
}
