import {
  addPlanner,
  all,
  apiBase,
  assert,
  assertEqual,
  button,
  callApi,
  field,
  fill,
  loginToken,
  nextEvent,
  routeDrawn,
  saveRoute,
  textOf,
  waitFor,
} from './planner-page.js';

/** The planner opening the saved route São Paulo → Curitiba (`route-id`), and its first calculation. */
async function openSaoPauloCuritiba() {
  const token = await loginToken();
  const id = await saveRoute(token, `wtr SP → CWB ${Date.now()}`, ['São Paulo, SP', 'Curitiba, PR']);
  const since = performance.now();
  const planner = addPlanner({ 'api-base': apiBase, token, 'route-id': String(id) });
  const calculated = await nextEvent(planner, 'routecalculated', 30_000);
  return { planner, token, id, since, calculated };
}

/** One more axle, then 'Calcular' (a different request, so the planner really calculates again). */
async function calculateWithOneMoreAxle(planner) {
  (await button(planner, 'Adicionar eixo')).click();
  await new Promise((resolve) => setTimeout(resolve, 50));
  (await button(planner, 'Calcular')).click();
}

describe('events of the built <freight-route-planner> against the real server', () => {
  let planner;
  afterEach(() => planner?.remove());

  it("route-id São Paulo → Curitiba: 'routecalculated' with the tolls, and the route drawn", async () => {
    const opened = await openSaoPauloCuritiba();
    planner = opened.planner;
    const { detail, bubbles, composed } = opened.calculated;
    assert(bubbles && composed, "'routecalculated' bubbles out of the shadow root");
    assertEqual(detail.request.waypoints.length, 2, 'waypoints sent');
    const [first] = detail.response.rotas;
    assert(first, 'at least one route');
    assert(first.pedagios.pracas.length > 0, 'toll plazas between São Paulo and Curitiba');
    assert(
      /^R\$\s?\d/.test(first.summary.fmt.total_tolls_net),
      `net tolls: ${first.summary.fmt.total_tolls_net}`,
    );
    assert(first.rota.trip.summary.length > 300, `${first.rota.trip.summary.length} km`);
    assert(typeof detail.requestId === 'number', 'requestId');
    await routeDrawn(opened.since);
    await waitFor(
      () => textOf(planner).includes(`Praças de Pedágio (${first.pedagios.pracas.length})`),
      `'Praças de Pedágio (${first.pedagios.pracas.length})'`,
    );

    const again = nextEvent(planner, 'routecalculated');
    const clicked = performance.now();
    await calculateWithOneMoreAxle(planner);
    const second = (await again).detail;
    assertEqual(second.mode, 'mc', "mode of a 'Calcular' click");
    assertEqual(
      second.request.config_veiculo.eixos,
      detail.request.config_veiculo.eixos + 1,
      'axles of the second calculation',
    );
    assert(second.requestId > detail.requestId, 'a newer requestId');
    await routeDrawn(clicked);
  });

  it("'Salvar rota' on the opened route: 'routesaved' with its id and the new nickname", async () => {
    const opened = await openSaoPauloCuritiba();
    planner = opened.planner;
    (await button(planner, 'Salvar rota')).click();
    const dialog = await waitFor(
      () => all(planner, '[data-testid="save-route-dialog"]')[0],
      'the save dialog',
    );
    // As a user would: once the dialog shows the route's nickname and company.
    const slug = await field(planner, 'Apelido da rota');
    await waitFor(() => slug.value.startsWith('wtr SP → CWB'), "the opened route's nickname in the dialog");
    await waitFor(() => dialog.querySelector('select[name="company_id"]')?.value, "the dialog's company");
    const nickname = `wtr renomeada ${Date.now()}`;
    fill(slug, nickname);
    const saved = nextEvent(planner, 'routesaved');
    const save = [...dialog.querySelectorAll('button')].find(
      (element) => element.textContent?.trim() === 'Salvar',
    );
    assert(save, "the dialog's 'Salvar'");
    save.click();
    const { detail } = await saved;
    assertEqual(detail, { id: opened.id, slug: nickname }, "'routesaved' detail");
    const stored = await callApi('GET', `/api/routes/${opened.id}`, { token: opened.token });
    assertEqual(stored.body.data.slug, nickname, 'the nickname the server keeps');
  });

  it("api-base out of reach: 'error' 'Sem conexão'; back to the server: 'routecalculated' again", async () => {
    const opened = await openSaoPauloCuritiba();
    planner = opened.planner;
    // The planner's 'error' bubbles to the window, where mocha takes any 'error' for a crash of the page:
    // a page with its own window 'error' handler stops it at the element (README, Events).
    planner.addEventListener('error', (event) => event.stopPropagation());
    planner.setAttribute('api-base', 'http://127.0.0.1:9');
    const failed = nextEvent(planner, 'error');
    await calculateWithOneMoreAxle(planner);
    const { detail } = await failed;
    assertEqual(detail.title, 'Sem conexão', "'error' title");
    assert(detail.message.length > 0, "'error' message");

    const dialog = await waitFor(
      () => all(planner, '[data-testid="route-error-dialog"]')[0],
      'the error dialog',
    );
    assert(
      dialog.textContent?.includes('Sem conexão'),
      `the dialog reads 'Sem conexão': ${dialog.textContent}`,
    );
    (await button(planner, 'OK')).click();

    planner.setAttribute('api-base', apiBase);
    const calculated = nextEvent(planner, 'routecalculated');
    (await button(planner, 'Calcular')).click();
    assert((await calculated).detail.response.rotas.length > 0, 'routes from the server again');
  });
});
