import { AppSupabaseClient } from '../../src/providers/appSupabaseClient';

export interface SentRequest {
  method: string;
  url: URL;
  prefer: string | null;
}

/** The app's real supabase-js client whose requests are recorded and answered by `answer`, no server behind it. */
export function recordingClient(answer: (url: URL) => Response) {
  const sent: SentRequest[] = [];
  const client = new AppSupabaseClient('http://127.0.0.1:54321', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        const url = new URL(request.url);
        sent.push({ method: request.method, url, prefer: request.headers.get('Prefer') });
        return answer(url);
      },
    },
  });
  return { client, sent };
}
