import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { Stack } from '../../supabase/local/stack.ts';
import { DEMO_PASSWORD } from '../helpers';

/** Shared by the auth-*.test.ts conformance files. */
export function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

export function userClient(stack: Stack, flowType: 'implicit' | 'pkce' = 'implicit', key = stack.anonKey) {
  return createClient(stack.url, key, {
    auth: {
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType,
    },
  });
}

export function serviceClient(stack: Stack, key = stack.serviceRoleKey): SupabaseClient {
  return createClient(stack.url, key, { auth: { persistSession: false, autoRefreshToken: false } });
}

export interface AuthBody {
  code?: number;
  error_code?: string;
  msg?: string;
  [key: string]: unknown;
}

/** A raw call through the gateway, for what supabase-js does not send. */
export async function call(
  stack: Stack,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; apikey?: string | null; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apikey !== null) headers.apikey = options.apikey ?? stack.anonKey;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await response.text();
  let json: AuthBody = {};
  try {
    json = text ? (JSON.parse(text) as AuthBody) : {};
  } catch {
    json = { raw: text };
  }
  return { status: response.status, headers: response.headers, body: json };
}

export const lastMail = (stack: Stack, to: string, type?: string) =>
  stack.mailbox.findLast((m) => m.to === to && (!type || m.type === type));

/** The six-digit code printed in a mail's text. */
export const codeIn = (text: string) => /koden: (\d+)/.exec(text)?.[1];

/** A confirmed e-mail user made through the admin API; returns its id. */
export async function createConfirmedUser(stack: Stack, email: string, password = DEMO_PASSWORD) {
  const { data, error } = await serviceClient(stack).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  expect(error).toBeNull();
  return data.user!.id;
}

/** A supabase-js client (implicit flow, memory storage) signed in with e-mail and password. */
export async function signedInClient(stack: Stack, email: string, password = DEMO_PASSWORD) {
  const client = userClient(stack);
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

/** Supabase Auth's error answer: that HTTP status and the body `{ code: status, error_code, msg }`. */
export function expectAuthError(
  response: { status: number; body: AuthBody },
  [status, errorCode, msg]: [number, string, string],
  label?: string,
) {
  expect(response.status, label).toBe(status);
  expect(response.body, label).toEqual({ code: status, error_code: errorCode, msg });
}

/**
 * Follows an e-mail link as the browser does: a 303 to /admin/set-password with a session of `type` in the
 * fragment. Returns the session's tokens, for setSession.
 */
export async function sessionFromMailLink(link: string, type: string) {
  const redirect = await fetch(link, { redirect: 'manual' });
  expect(redirect.status).toBe(303);
  const location = new URL(redirect.headers.get('location')!);
  expect(location.pathname).toBe('/admin/set-password');
  const fragment = new URLSearchParams(location.hash.slice(1));
  expect(fragment.get('type')).toBe(type);
  return { access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! };
}
