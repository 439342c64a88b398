/**
 * Logs in to the server at `baseUrl` (`POST /api/auth/login`) and returns the bearer token; throws with
 * the status and answer when the login fails.
 *
 * @example const token = await loginToken(server.url, 'admin@example.com', DEMO_PASSWORD);
 */
export async function loginToken(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const text = await res.text();
  let token: unknown;
  try {
    token = (JSON.parse(text) as { data?: { token?: unknown } }).data?.token;
  } catch {
    token = undefined;
  }
  if (!res.ok || typeof token !== 'string') throw new Error(`login as ${email}: ${res.status} ${text}`);
  return token;
}
