import {
  CARGO_KIND_LABELS,
  DESTINATION_LETTER_COLOR,
  formatBRL,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatDistance,
  formatDuration,
  formatKmMarker,
  freightTables,
  INTERMEDIATE_LETTER_COLOR,
  MONEY_ZERO,
  notChargedRowTexts,
  ORIGIN_LETTER_COLOR,
  pointToPointRegistered,
  tollPricingDate,
  tollRowTexts,
  waypointLabel,
  wayTollTable,
} from '@freight/core';
import type {
  RouteRequest,
  RouteResponse,
  RouteWay,
  TollRowTexts,
  TollTableEntry,
  WayTollTable,
} from '@freight/core';
import { decodePolyline } from '@freight/core';
import { escapeHtml } from '../html/escape-html.ts';
import { REPORT_PRINT_SCRIPT_PATH } from './report-print-script.ts';
import { htmlPage } from '../html/html-page.ts';
import { REPORT_MESSAGES as T } from './report-messages.ts';
import { routeDrawing } from './route-drawing.ts';

/** What the report shows: the replayed route, its request, the chosen alternative and when it was made. */
export interface RouteReportInput {
  response: RouteResponse;
  request: RouteRequest;
  /** Index of the alternative; out of range → the first. */
  alternative: number;
  /** Milliseconds since the epoch (the pricing date when the request has none, and "Gerado em"). */
  now: number;
}

const STYLE = `<style>
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2933; background: #f4f5f7; }
main { max-width: 1000px; margin: 0 auto; padding: 24px; background: #fff; }
header { display: flex; align-items: flex-start; justify-content: space-between; gap: 16px; border-bottom: 2px solid #1976d2; padding-bottom: 8px; }
h1 { margin: 0; font-size: 24px; }
h2 { font-size: 17px; margin: 24px 0 8px; }
h3 { font-size: 15px; margin: 16px 0 6px; }
.sub { margin: 4px 0 0; color: #52606d; }
.print { font: inherit; padding: 8px 18px; border: 0; border-radius: 4px; background: #1976d2; color: #fff; cursor: pointer; }
ol.waypoints { list-style: none; margin: 0; padding: 0; }
ol.waypoints li { display: flex; gap: 8px; align-items: baseline; padding: 2px 0; }
.letter { font-weight: 700; min-width: 1.5em; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
dl.facts dt { color: #52606d; }
dl.facts dd { margin: 0; font-weight: 500; }
table { width: 100%; border-collapse: collapse; font-size: 12.5px; }
th, td { border-bottom: 1px solid #d9dee3; padding: 4px 6px; text-align: left; vertical-align: top; }
th { background: #eef2f6; }
td.num, th.num { text-align: right; white-space: nowrap; }
tbody.not-charged { background: #f7f8fa; }
tbody.not-charged th { background: none; color: #52606d; border-top: 2px solid #d9dee3; }
.reason { display: block; white-space: normal; color: #52606d; font-size: 11.5px; }
.fare-warning { margin: 8px 0 0; padding: 6px 10px; border-left: 4px solid #ed6c02; background: #fff4e5; color: #663c00; }
.route-drawing { display: block; width: 100%; height: auto; border: 1px solid #d9dee3; border-radius: 4px; background: #fafbfc; }
.empty { color: #52606d; }
@media print {
  body { background: #fff; }
  main { padding: 0; max-width: none; }
  .print { display: none; }
  section { break-inside: avoid-page; }
  table { break-inside: auto; }
  tr { break-inside: avoid; }
  th { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
@page { margin: 14mm; }
</style>`;

function letterColor(index: number, count: number): string {
  if (index === 0) return ORIGIN_LETTER_COLOR;
  return index === count - 1 ? DESTINATION_LETTER_COLOR : INTERMEDIATE_LETTER_COLOR;
}

function fact(name: string, label: string, value: string): string {
  return `<dt>${escapeHtml(label)}</dt><dd data-fact="${name}">${escapeHtml(value)}</dd>`;
}

function wayFacts(way: RouteWay, prefix = ''): string {
  const fmt = way.summary.fmt;
  const money = (value: string | undefined) => value ?? MONEY_ZERO;
  const withAxle = (total: string | undefined, axle: string | undefined) =>
    `${money(total)} (${T.perAxle}: ${money(axle)})`;
  const fuel = way.combustivel;
  return [
    fact(`${prefix}distance`, T.distance, formatDistance(way.rota.trip.summary.length)),
    fact(`${prefix}duration`, T.duration, formatDuration(way.rota.trip.summary.time)),
    fact(`${prefix}gross`, T.tollsGross, withAxle(fmt.total_tolls_gross, fmt.avg_axis_gross_cost)),
    fact(`${prefix}tag`, T.tollsTag, withAxle(fmt.total_tolls_tag, fmt.avg_axis_tag_cost)),
    fact(`${prefix}weekend`, T.tollsWeekend, withAxle(fmt.total_tolls_weekend, fmt.avg_axis_weekend_cost)),
    fact(`${prefix}net`, T.tollsNet, withAxle(fmt.total_tolls_net, fmt.avg_axis_net_cost)),
    fuel
      ? fact(`${prefix}fuel`, T.fuel, T.fuelValue(formatDecimal(fuel.litros, 2), formatBRL(fuel.total)))
      : '',
  ].join('');
}

/** The warning under a way's totals when plazas with 'Tarifa indisponível' are left out of them. */
function fareWarning(table: WayTollTable, prefix = ''): string {
  return table.warning
    ? `<p class="fare-warning" role="note" data-fact="${prefix}fare-warning">${escapeHtml(table.warning)}</p>`
    : '';
}

const TOLL_COLUMNS = [
  ['dealership', false],
  ['name', false],
  ['highway', false],
  ['km', true],
  ['uf', false],
  ['fare', true],
  ['weekendFare', true],
  ['weekendFareDiscount', true],
  ['tagFare', true],
  ['tagFareDiscount', true],
] as const;

/** A row of the toll table; `reason` (why a plaza does not charge) goes under the fare, in small print. */
function tollRow(row: TollTableEntry, texts: TollRowTexts, className: string, reason = ''): string {
  const fare = `${escapeHtml(texts.fare)}${reason ? `<span class="reason">${escapeHtml(reason)}</span>` : ''}`;
  const cells: [string, boolean][] = [
    [escapeHtml(row.dealership), false],
    [escapeHtml(row.name), false],
    [escapeHtml(row.highway), false],
    [escapeHtml(formatKmMarker(row.km)), true],
    [escapeHtml(row.uf), false],
    [fare, true],
    [escapeHtml(texts.weekendFare), true],
    [escapeHtml(texts.weekendFareDiscount), true],
    [escapeHtml(texts.tagFare), true],
    [escapeHtml(texts.tagFareDiscount), true],
  ];
  const tds = cells.map(([html, numeric]) => `<td${numeric ? ' class="num"' : ''}>${html}</td>`).join('');
  return `<tr class="${className}">${tds}</tr>`;
}

/**
 * The 'Praças de Pedágio (n)' table of a way, as the planner's card shows it (core's `wayTollTable` and
 * row texts): n and the rows are the charged plazas; the plazas that do not charge this vehicle follow
 * apart under 'Não cobradas', each 'Não cobrado' with why.
 */
function tollTable(table: WayTollTable, heading: 'h2' | 'h3'): string {
  const title = `<${heading}>${escapeHtml(T.tollPlazasTitle(table.charged.length))}</${heading}>`;
  if (table.charged.length === 0 && table.notCharged.length === 0)
    return `${title}<p class="empty">${escapeHtml(T.noTolls)}</p>`;
  const head = TOLL_COLUMNS.map(
    ([column, numeric]) => `<th${numeric ? ' class="num"' : ''}>${escapeHtml(T.tollColumns[column])}</th>`,
  ).join('');
  const body = table.charged.map((row) => tollRow(row, tollRowTexts(row), 'toll-row')).join('');
  const notCharged =
    table.notCharged.length === 0
      ? ''
      : `<tbody class="not-charged"><tr><th scope="rowgroup" colspan="${TOLL_COLUMNS.length}">${escapeHtml(
          T.notChargedTitle,
        )}</th></tr>${table.notCharged
          .map((row) => tollRow(row, notChargedRowTexts(), 'toll-row-not-charged', table.notChargedReason))
          .join('')}</tbody>`;
  return `${title}<table class="tolls"><thead><tr>${head}</tr></thead><tbody>${body}</tbody>${notCharged}</table>`;
}

/** The ANTT freight floor of a way: the act and a table per table type (core's `freightTables`). */
function freightSection(way: RouteWay): string {
  const frete = way.frete;
  if (!frete) return '';
  const validity = T.freightValidity(
    formatDate(frete.ato.start),
    frete.ato.end ? formatDate(frete.ato.end) : null,
  );
  const tables = freightTables(frete)
    .map((table) => {
      const head = table.axles
        .map((axles) => `<th class="num">${escapeHtml(T.axlesColumn(axles))}</th>`)
        .join('');
      const body = table.rows
        .map(
          (row) =>
            `<tr><td>${escapeHtml(CARGO_KIND_LABELS[row.cargoKind])}</td>${row.values
              .map((value) => `<td class="num">${escapeHtml(value == null ? '-' : formatBRL(value))}</td>`)
              .join('')}</tr>`,
        )
        .join('');
      return (
        `<h3>${escapeHtml(T.freightTable(table.table))}</h3>` +
        `<table class="freight"><thead><tr><th>${escapeHtml(T.cargoKind)}</th>${head}</tr></thead><tbody>${body}</tbody></table>`
      );
    })
    .join('');
  return `<section class="freight-floor"><h2>${escapeHtml(T.freightTitle)}</h2><p>${escapeHtml(
    T.freightAct(frete.ato.name, validity),
  )}</p>${tables}</section>`;
}

function vehicleText(request: RouteRequest): string {
  const vehicle = request.config_veiculo;
  const parts = [T.categories[vehicle.categoria], T.axles(vehicle.eixos)];
  if (vehicle.rodagem) parts.push(T.rearWheel(vehicle.rodagem));
  return parts.join(', ');
}

/** The shape of a way, every leg in order, `[lat, lng]`. */
function wayShape(way: RouteWay): [number, number][] {
  return way.rota.trip.legs.flatMap((leg) => decodePolyline(leg.shape));
}

/**
 * The printable route report (pt-BR): title 'Relatório da rota', the 'Imprimir' button (hidden when
 * printing), the waypoints A, B, … with their addresses, vehicle, route type, prices date, distance,
 * duration, toll totals with per-axle values, fuel when given, a drawing of the route with its waypoints
 * and plazas, a warning under the totals when plazas with 'Tarifa indisponível' are left out of them, the
 * toll plazas table of the planner ('-' for fares that do not apply, the plazas that do not charge the
 * vehicle apart under 'Não cobradas'), the ANTT freight floor tables, and the way back (its totals, warning
 * and plazas) when it was calculated. Every text is HTML-escaped.
 */
export function routeReportHtml(input: RouteReportInput): string {
  const { response, request } = input;
  const count = response.rotas.length;
  const index =
    Number.isInteger(input.alternative) && input.alternative >= 0 && input.alternative < count
      ? input.alternative
      : 0;
  const way = response.rotas[index]!;
  const pricesDate = formatDate(
    tollPricingDate({ retroactiveDate: request.config_pedagio.prices_from_date, now: new Date(input.now) }),
  );
  const waypoints = response.waypoints
    .map(
      (waypoint, i) =>
        `<li class="waypoint"><span class="letter" style="color:${letterColor(i, response.waypoints.length)}">${escapeHtml(
          waypointLabel(i),
        )}</span><span>${escapeHtml(waypoint.addr)}</span></li>`,
    )
    .join('');
  const drawing = routeDrawing({
    shape: wayShape(way),
    waypoints: response.waypoints.map((waypoint, i) => ({
      ...waypoint.coords,
      title: `${waypointLabel(i)}: ${waypoint.addr}`,
      label: waypointLabel(i),
      color: letterColor(i, response.waypoints.length),
    })),
    plazas: way.pedagios.pracas.map((plaza) => ({
      lat: Number(plaza.lat),
      lng: Number(plaza.lng),
      title: plaza.nome,
    })),
    label: T.map,
  });
  const options = { pointToPointRegistered: pointToPointRegistered(response) };
  const tolls = wayTollTable(way, options);
  const back = way.volta;
  const backTolls = back ? wayTollTable(back, options) : null;
  const body = `<main>
<header><div><h1>${escapeHtml(T.title)}</h1><p class="sub">${escapeHtml(
    `${T.alternative(index, count)} · ${T.generatedAt(formatDateTime(input.now))}`,
  )}</p></div><button type="button" class="print">${escapeHtml(T.print)}</button></header>
<section><h2>${escapeHtml(T.waypoints)}</h2><ol class="waypoints">${waypoints}</ol></section>
<section><h2>${escapeHtml(T.facts)}</h2><dl class="facts">${fact('vehicle', T.vehicle, vehicleText(request))}${fact(
    'route-type',
    T.routeType,
    T.routeTypes[request.type_route],
  )}${fact('prices-date', T.pricesDate, pricesDate)}${wayFacts(way)}</dl>${fareWarning(tolls)}</section>
<section><h2>${escapeHtml(T.map)}</h2>${drawing}</section>
<section class="toll-plazas">${tollTable(tolls, 'h2')}</section>
${freightSection(way)}
${
  back && backTolls
    ? `<section class="return-trip"><h2>${escapeHtml(T.returnTrip)}</h2><dl class="facts">${wayFacts(back, 'return-')}</dl>${fareWarning(backTolls, 'return-')}${tollTable(backTolls, 'h3')}</section>`
    : ''
}
</main>`;
  const script = `<script src="${REPORT_PRINT_SCRIPT_PATH}" defer></script>`;
  return htmlPage({ title: T.title, head: `${STYLE}\n${script}`, body });
}
