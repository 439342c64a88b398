import type {
  PlannerEventDetails,
  PlannerEventHandlers,
  PlannerEventName,
} from '../events/planner-events.ts';

const HANDLER_OF: { readonly [K in PlannerEventName]: keyof PlannerEventHandlers } = {
  routecalculated: 'onRouteCalculated',
  routesaved: 'onRouteSaved',
  login: 'onLogin',
  error: 'onError',
};

/** Where stores report what the host must hear about (the element turns it into DOM events). */
export interface PlannerEventSink {
  /** Calls the connected handler of `name`, if any. */
  emit<K extends PlannerEventName>(name: K, detail: PlannerEventDetails[K]): void;
  /** Replaces the handlers (the latest props of `<Planner>`). */
  connect(handlers: PlannerEventHandlers): void;
}

/** Creates an event sink with no handlers connected. */
export function createEventSink(): PlannerEventSink {
  let handlers: PlannerEventHandlers = {};
  return {
    emit(name, detail) {
      const handler = handlers[HANDLER_OF[name]] as ((value: typeof detail) => void) | undefined;
      handler?.(detail);
    },
    connect(next) {
      handlers = next;
    },
  };
}
