/** A valid quote request as a browser with JavaScript sends it (the fetcher's .data post). */
export function quoteBody(name: string): URLSearchParams {
  return new URLSearchParams({
    name,
    email: "load-test@example.com",
    phone: "519-555-0100",
    message: "Load test: steer tire flat on the 401 westbound near Tilbury, need a tire truck.",
  });
}

export async function postQuote(baseUrl: string, name: string): Promise<{ ok: boolean; status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/contact.data`, {
    method: "POST",
    body: quoteBody(name),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
  });
  const text = await response.text();
  const ms = performance.now() - started;
  // Single-fetch answers 200 with the action's data; success is {"ok":true} in the stream.
  const ok = response.status === 200 && /"ok",true/.test(text);
  return { ok, status: response.status, ms };
}
