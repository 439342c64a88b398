import {
  addPlanner,
  all,
  apiBase,
  assert,
  assertEqual,
  button,
  field,
  fill,
  loginToken,
  nextEvent,
  OPERATOR,
  textOf,
  waitFor,
} from './planner-page.js';

describe('the built <freight-route-planner>, loaded from the server by a <script type="module">', () => {
  let planner;
  afterEach(() => planner?.remove());

  it('upgrades and renders the planner, with its styles, in an open shadow root', async () => {
    assert(customElements.get('freight-route-planner'), 'the element is defined');
    planner = addPlanner({ 'api-base': apiBase, token: await loginToken() });
    assert(planner.shadowRoot, 'an open shadow root');
    await button(planner, 'Calcular');
    assert(all(planner, '[data-testid="waypoint-input"]').length >= 2, "'Origem' and a destination");
    assert(all(planner, 'style').length > 0, 'its styles are inside the shadow root');
    assertEqual(document.head.querySelectorAll('style').length, 0, 'style tags added to the page');
  });

  it('primary-color colours the buttons, and a new value recolours them', async () => {
    planner = addPlanner({ 'api-base': apiBase, token: await loginToken(), 'primary-color': '#0b5fff' });
    const calculate = await button(planner, 'Calcular');
    await waitFor(
      () => getComputedStyle(calculate).backgroundColor === 'rgb(11, 95, 255)',
      "'Calcular' in #0b5fff",
    );
    planner.setAttribute('primary-color', '#c0392b');
    await waitFor(
      () => getComputedStyle(calculate).backgroundColor === 'rgb(192, 57, 43)',
      "'Calcular' in #c0392b after the change",
    );
  });

  it("mode: 'view' makes the waypoints read-only, 'create' makes them editable again", async () => {
    planner = addPlanner({ 'api-base': apiBase, token: await loginToken(), mode: 'create' });
    await button(planner, 'Calcular');
    assertEqual(
      all(planner, '[data-testid="view-mode-waypoints"]').length,
      0,
      'view-mode waypoints in create',
    );
    planner.setAttribute('mode', 'view');
    await waitFor(
      () => all(planner, '[data-testid="view-mode-waypoints"]').length === 1,
      'the view-mode waypoints',
    );
    planner.setAttribute('mode', 'create');
    await waitFor(
      () => all(planner, '[data-testid="view-mode-waypoints"]').length === 0,
      'the editable waypoints again',
    );
  });

  it("a bad token: 'login' (unauthorized, not embedded) and the planner stays", async () => {
    planner = addPlanner({ 'api-base': apiBase, token: 'not-a-token' });
    const event = await nextEvent(planner, 'login');
    assertEqual(event.detail, { reason: 'unauthorized', embedded: false }, "'login' detail");
    assert(event.bubbles && event.composed, "'login' bubbles out of the shadow root");
    await button(planner, 'Calcular');
    assertEqual(all(planner, '[data-testid="login-form"]').length, 0, 'login forms');
  });

  it('embedded with a bad token: the element shows its login, and signing in there shows the planner', async () => {
    planner = addPlanner({ 'api-base': apiBase, token: 'not-a-token', embedded: '1' });
    const event = await nextEvent(planner, 'login');
    assertEqual(event.detail, { reason: 'unauthorized', embedded: true }, "'login' detail");
    await waitFor(() => all(planner, '[data-testid="login-form"]').length === 1, 'the login form');
    assert(!textOf(planner).includes('Calcular'), 'no planner behind the login');
    fill(await field(planner, 'E-mail'), OPERATOR.email);
    fill(await field(planner, 'Senha'), OPERATOR.password);
    (await button(planner, 'Entrar')).click();
    await button(planner, 'Calcular');
    assertEqual(all(planner, '[data-testid="login-form"]').length, 0, 'login forms after signing in');
  });
});
