import { Planner } from '../components/Planner.tsx';
import type { PlannerEnvironment } from '../environment/planner-environment.ts';
import type { PlannerEventHandlers } from '../events/planner-events.ts';
import type { PlannerAttributes } from './planner-attributes.ts';

/** What r2wc passes: the parsed attributes, one dispatcher per event, and the shadow root. */
export interface PlannerElementRootProps extends PlannerAttributes, PlannerEventHandlers {
  container?: HTMLElement | ShadowRoot;
}

/** The element whose shadow root `container` is, with the optional `environment` property. */
function hostOf(
  container: PlannerElementRootProps['container'],
): (HTMLElement & { environment?: Partial<PlannerEnvironment> }) | null {
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : (container ?? null);
}

/**
 * What `<freight-route-planner>` renders in its shadow root: {@link Planner} with the element's
 * attributes and the element's `environment` property. A bare `embedded` attribute counts as on.
 */
export function PlannerElementRoot({ container, embedded, ...props }: PlannerElementRootProps) {
  const host = hostOf(container);
  const isEmbedded = embedded ?? host?.getAttribute('embedded') === '';
  return <Planner {...props} embedded={isEmbedded} environment={host?.environment} />;
}
