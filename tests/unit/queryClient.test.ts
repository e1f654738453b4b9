import { describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import { createQueryClient } from '../../src/providers/queryClient';

// Issue 24: react-admin's auth check is not refetched by every route (each refetch re-rendered all routes), but a
// session that ends still makes the mounted observers check again, and a failed check reaches them.

function fakeAuth() {
  let listener: (event: string, session: Session | null) => void = () => undefined;
  return {
    auth: {
      onAuthStateChange: (callback: typeof listener) => {
        listener = callback;
        return { data: { subscription: { id: '1', callback, unsubscribe: () => undefined } } };
      },
    } as never,
    emit: (session: Session | null) => listener(session ? 'TOKEN_REFRESHED' : 'SIGNED_OUT', session),
  };
}

const KEY = ['auth', 'checkAuth', {}];

describe('createQueryClient: the auth check', () => {
  it('is not fetched again when another view mounts an observer (a route change)', async () => {
    const client = createQueryClient(fakeAuth().auth);
    const check = vi.fn(async () => true);
    const first = new QueryObserver(client, { queryKey: KEY, queryFn: check });
    first.subscribe(() => undefined);
    await vi.waitFor(() => expect(first.getCurrentResult().data).toBe(true));
    const second = new QueryObserver(client, { queryKey: KEY, queryFn: check });
    second.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('does not notify its observers of a refetch that brings the same answer', async () => {
    const client = createQueryClient(fakeAuth().auth);
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn: async () => true });
    const listener = vi.fn();
    observer.subscribe(listener);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(true));
    listener.mockClear();
    await observer.refetch();
    expect(listener).not.toHaveBeenCalled();
  });

  it('checks again when the session ends, and the failure reaches the mounted observers', async () => {
    const { auth, emit } = fakeAuth();
    const client = createQueryClient(auth);
    let signedIn = true;
    const check = vi.fn(async () => {
      if (!signedIn) throw new Error('Utloggad');
      return true;
    });
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn: check, retry: false });
    const listener = vi.fn();
    observer.subscribe(listener);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(true));
    signedIn = false;
    emit({ access_token: 'x' } as Session); // a refreshed token is no reason to check
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(check).toHaveBeenCalledTimes(1);
    emit(null);
    await vi.waitFor(() => expect(observer.getCurrentResult().error?.message).toBe('Utloggad'));
    expect(check).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ error: expect.any(Error) }));
  });
});
