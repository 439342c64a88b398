// Helpers of the web-test-runner tests: the built <freight-route-planner> in a page, the real server's API.
import { apiBase, blankMapStyle, demoPassword } from '/wtr/server.js';

export { apiBase };

/** The demo operator (seeded with the run's demo password). */
export const OPERATOR = { email: 'operador@example.com', password: demoPassword };

/** Throws `what` unless `condition` holds. */
export function assert(condition, what) {
  if (!condition) throw new Error(what);
}

/** Throws unless `actual` and `expected` have the same JSON. */
export function assertEqual(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

/** Resolves the first truthy value of `check`, polled every 50 ms; fails after `timeoutMs` naming `what`. */
export async function waitFor(check, what, timeoutMs = 15_000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out (${timeoutMs} ms) waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The next `name` event of `target` (rejects after `timeoutMs`). */
export function nextEvent(target, name, timeoutMs = 20_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${name}' event within ${timeoutMs} ms`)), timeoutMs);
    target.addEventListener(
      name,
      (event) => {
        clearTimeout(timer);
        resolve(event);
      },
      { once: true },
    );
  });
}

/** A JSON call to the real server; resolves `{ status, body }`. */
export async function callApi(method, path, { token, body } = {}) {
  const res = await fetch(`${apiBase}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Logs the demo operator in through the API and returns the bearer token. */
export async function loginToken() {
  const answer = await callApi('POST', '/api/auth/login', { body: OPERATOR });
  assertEqual(answer.status, 200, 'POST /api/auth/login');
  return answer.body.data.token;
}

/** Saves the route `waypoints` for the operator's first company (`POST /api/routes`); resolves its id. */
export async function saveRoute(token, slug, waypoints) {
  const companies = await callApi('GET', '/api/me/list/companies', { token });
  const company = companies.body.data[0];
  assert(company, 'the operator has a company');
  const answer = await callApi('POST', '/api/routes', {
    token,
    body: { company_id: company.id, slug, distance: 0, time: 0, type: 'efficient', waypoints },
  });
  assertEqual(answer.status, 201, 'POST /api/routes');
  return answer.body.data.id;
}

/**
 * A `<freight-route-planner>` with `attributes` appended to the page, as an integrator writes it; its map
 * uses a blank local style (no tiles).
 */
export function addPlanner(attributes) {
  const planner = document.createElement('freight-route-planner');
  planner.setAttribute('map-style', blankMapStyle);
  for (const [name, value] of Object.entries(attributes)) planner.setAttribute(name, value);
  planner.style.cssText = 'display:block;width:1100px;height:700px';
  document.body.append(planner);
  return planner;
}

/** Every element of the planner's shadow root matching `selector`. */
export function all(planner, selector) {
  return [...(planner.shadowRoot?.querySelectorAll(selector) ?? [])];
}

/** The planner's button whose accessible name (text or `aria-label`) is `name`, once it is there. */
export function button(planner, name) {
  return waitFor(
    () =>
      all(planner, 'button').find(
        (element) => element.getAttribute('aria-label') === name || element.textContent?.trim() === name,
      ),
    `the button '${name}'`,
  );
}

/** The planner's text field labelled `label` (MUI's `<label for>`), once it is there. */
export function field(planner, label) {
  return waitFor(() => {
    const found = all(planner, 'label').find(
      (element) => element.textContent?.replace(/\s*\*$/, '') === label,
    );
    return found?.htmlFor ? planner.shadowRoot.getElementById(found.htmlFor) : undefined;
  }, `the field '${label}'`);
}

/** Types `value` into a React-controlled `input` (the value setter React listens to, then `input`). */
export function fill(input, value) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The text of the planner's shadow root. */
export function textOf(planner) {
  return planner.shadowRoot?.textContent ?? '';
}

/** Resolves once the map has drawn a route after `since` (performance mark of the element's MapView). */
export function routeDrawn(since, timeoutMs = 20_000) {
  return waitFor(
    () =>
      performance
        .getEntriesByName('freight-route-planner:route-drawn', 'mark')
        .find((mark) => mark.startTime >= since),
    'the route drawn on the map',
    timeoutMs,
  );
}
