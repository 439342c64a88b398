/**
 * One JSON call to a real server process (bench-tools' `startServerProcess`, or any server at `url`), with an optional session token and body:
 * the status, the parsed answer and the headers.
 *
 * @example const { status, body } = await callServer(server, 'GET', '/api/shippers', token);
 */
export async function callServer(
  server: { readonly url: string },
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the answers freely
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}
