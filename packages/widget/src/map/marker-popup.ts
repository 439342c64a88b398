import { formatKmMarker, tollRowTexts, tollTableEntries, UNPRICED_PLAZA_NOTE } from '@freight/core';
import type { TollPlaza, TruckScale } from '@freight/core';
import { MESSAGES } from '../messages.ts';

/** What a marker's pop-up says: a kind, a title, where it is, then labelled facts. */
export interface MarkerPopupContent {
  /** 'Praça de pedágio' or 'Balança'. */
  readonly kind: string;
  readonly title: string;
  /** Road, km and state, joined; `''` when unknown. */
  readonly place: string;
  readonly facts: readonly { readonly label: string; readonly text: string }[];
  /** A sentence after the facts, e.g. that a plaza without a fare is not in the totals. */
  readonly note?: string;
}

function placeOf(
  road: string | null | undefined,
  km: number | string | null | undefined,
  uf?: string | null,
) {
  const kmText = km == null || km === '' ? '' : formatKmMarker(km);
  return [road, kmText, uf].filter((part) => part != null && String(part).trim() !== '').join(' · ');
}

/**
 * The pop-up of a toll plaza marker: its name, road, km and state, concessionaire and the fares the answer
 * priced for the vehicle, as the 'Praças de Pedágio' table shows them (tag and weekend only when they
 * apply). A plaza without a fare in force reads 'Tarifa indisponível' and notes that it is not in the
 * totals.
 *
 * @example tollPopupContent(plaza).facts[1] // { label: 'Tarifa', text: 'R$ 12,30' }
 */
export function tollPopupContent(plaza: TollPlaza): MarkerPopupContent {
  const [row] = tollTableEntries([plaza]);
  const labels = MESSAGES.tollColumns;
  const facts: { label: string; text: string }[] = [];
  if (row?.dealership) facts.push({ label: labels.dealership, text: row.dealership });
  if (row) {
    const texts = tollRowTexts(row);
    facts.push({ label: labels.fare, text: texts.fare });
    if (row.tagFare > 0)
      facts.push({ label: labels.tagFare, text: `${texts.tagFare} (${texts.tagFareDiscount})` });
    if (row.weekendFare > 0)
      facts.push({ label: labels.weekendFare, text: `${texts.weekendFare} (${texts.weekendFareDiscount})` });
  }
  return {
    kind: MESSAGES.map.tollPlaza,
    title: plaza.nome,
    place: placeOf(row?.highway ?? plaza.rodovia, plaza.km, row?.uf ?? plaza.uf),
    facts,
    ...(row && row.fare == null ? { note: UNPRICED_PLAZA_NOTE } : {}),
  };
}

/** The pop-up of a weighing station marker: its name, road, km and state, direction and concessionaire. */
export function stationPopupContent(station: TruckScale): MarkerPopupContent {
  const facts: { label: string; text: string }[] = [];
  if (station.sentido) facts.push({ label: MESSAGES.map.direction, text: station.sentido });
  if (station.concessionaria)
    facts.push({ label: MESSAGES.tollColumns.dealership, text: station.concessionaria });
  return {
    kind: MESSAGES.map.weighingStation,
    title: station.nome,
    place: placeOf(station.rodovia, station.km, station.uf),
    facts,
  };
}

/**
 * The pop-up's DOM (texts set as text, never as HTML: names come from imported data). Styled by the
 * planner's map stylesheet (`.frp-marker-popup`).
 */
export function markerPopupElement(content: MarkerPopupContent, doc: Document): HTMLElement {
  const root = doc.createElement('div');
  root.className = 'frp-marker-popup';
  root.dataset['testid'] = 'marker-popup';
  const add = (tag: string, className: string, text: string, parent: HTMLElement = root): HTMLElement => {
    const element = doc.createElement(tag);
    element.className = className;
    element.textContent = text;
    parent.append(element);
    return element;
  };
  add('div', 'frp-marker-popup-kind', content.kind);
  add('strong', 'frp-marker-popup-title', content.title);
  if (content.place) add('div', 'frp-marker-popup-place', content.place);
  if (content.facts.length > 0) {
    const list = doc.createElement('dl');
    for (const fact of content.facts) {
      add('dt', '', fact.label, list);
      add('dd', '', fact.text, list);
    }
    root.append(list);
  }
  if (content.note) add('p', 'frp-marker-popup-note', content.note);
  return root;
}
