/** Wraps a fetch and keeps every request body it sent, decoded. */
export type RecordedRequest = { url: string; body: URLSearchParams; contentType: string | null };

export function recordingFetch(inner: typeof fetch = fetch) {
  const requests: RecordedRequest[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const body = init?.body instanceof URLSearchParams ? init.body : new URLSearchParams();
    const headers = new Headers(init?.headers);
    requests.push({
      url: String(input),
      body: new URLSearchParams(body),
      contentType: headers.get('content-type'),
    });
    return inner(input, init);
  };
  return { fetch: wrapped, requests };
}

/** A fetch that answers every request with one JSON envelope. */
export function answeringFetch(envelope: unknown, status = 200): typeof fetch {
  return async () =>
    new Response(JSON.stringify(envelope), {
      status,
      headers: { 'content-type': 'application/json' },
    });
}

/** A fetch that fails the way a dropped connection does. */
export const offlineFetch: typeof fetch = async () => {
  throw new TypeError('fetch failed');
};
