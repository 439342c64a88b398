import r2wc from '@r2wc/react-to-web-component';
import type { PlannerEnvironment } from '../environment/planner-environment.ts';
import type { Basemap } from '../map/basemaps.ts';
import type { FreightRoutePlannerEventMap } from '../events/planner-events.ts';
import { PLANNER_EVENT_INIT } from '../events/planner-events.ts';
import { PLANNER_ATTRIBUTE_TYPES } from './planner-attributes.ts';
import { PlannerElementRoot } from './PlannerElementRoot.tsx';

const ReactElement = r2wc(PlannerElementRoot, {
  shadow: 'open',
  props: PLANNER_ATTRIBUTE_TYPES,
  events: {
    onRouteCalculated: PLANNER_EVENT_INIT,
    onRouteSaved: PLANNER_EVENT_INIT,
    onLogin: PLANNER_EVENT_INIT,
    onError: PLANNER_EVENT_INIT,
  },
}) as unknown as { new (): HTMLElement; prototype: HTMLElement };

type Listener<K extends keyof FreightRoutePlannerEventMap> = (
  this: FreightRoutePlannerElement,
  event: FreightRoutePlannerEventMap[K],
) => unknown;

/**
 * `<freight-route-planner>`: the route planner in an open shadow root, its styles and pop-ups inside it.
 * Attributes: see `PlannerAttributes`; events: see `FreightRoutePlannerEventMap`.
 *
 * @example
 * import '@freight/widget/define';
 * const planner = document.createElement('freight-route-planner');
 * planner.setAttribute('api-base', 'https://frete.example.com');
 * planner.addEventListener('routecalculated', (event) => console.log(event.detail.response));
 * document.body.append(planner);
 */
export class FreightRoutePlannerElement extends ReactElement {
  declare apiBase: string | undefined;
  declare token: string | undefined;
  declare embedded: boolean | undefined;
  declare routeId: string | undefined;
  declare data: string | undefined;
  declare mode: string | undefined;
  declare primaryColor: string | undefined;
  declare mapStyle: string | undefined;
  /** Basemaps of the map's switcher, after the `map-style` style (see `Basemap`). Default: OpenStreetMap. */
  declare basemaps: readonly Basemap[] | undefined;

  /**
   * Replaces parts of the planner's environment (`fetch`, `storage`, `recentSearches`, `geolocation`).
   * Read when the element is connected; set it before appending the element. Default: the browser's.
   */
  declare environment: Partial<PlannerEnvironment> | undefined;

  declare addEventListener: (<K extends keyof FreightRoutePlannerEventMap>(
    type: K,
    listener: Listener<K>,
    options?: boolean | AddEventListenerOptions,
  ) => void) &
    ((
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) => void);

  declare removeEventListener: (<K extends keyof FreightRoutePlannerEventMap>(
    type: K,
    listener: Listener<K>,
    options?: boolean | EventListenerOptions,
  ) => void) &
    ((
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | EventListenerOptions,
    ) => void);
}

declare global {
  interface HTMLElementTagNameMap {
    'freight-route-planner': FreightRoutePlannerElement;
  }
}
