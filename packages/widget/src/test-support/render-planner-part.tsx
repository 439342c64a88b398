import type { ReactNode } from 'react';
import { PlannerStoresProvider } from '../components/PlannerStoresProvider.tsx';
import { isolatedEnvironment } from '../environment/isolated-environment.ts';
import type { PlannerEnvironment } from '../environment/planner-environment.ts';
import type { PlannerConfig } from '../stores/config-store.ts';
import { createPlannerStores } from '../stores/planner-stores.ts';
import type { PlannerStores } from '../stores/planner-stores.ts';
import { StyleScope } from '../theme/StyleScope.tsx';
import { renderInShadowRoot } from './render-in-shadow-root.tsx';

/** A part of the planner rendered in a shadow root over fresh stores. */
export interface PartRender {
  readonly stores: PlannerStores;
  readonly shadow: ShadowRoot;
  readonly host: HTMLElement;
  unmount(): void;
}

/**
 * Renders `node` (a planner component) with new stores over an isolated environment, `environment` and
 * `config` taking precedence.
 */
export function renderPlannerPart(
  node: ReactNode,
  environment: Partial<PlannerEnvironment> = {},
  config: Partial<PlannerConfig> = {},
  width = 900,
): PartRender {
  const stores = createPlannerStores(isolatedEnvironment(environment), config);
  const rendered = renderInShadowRoot(
    <StyleScope>
      <PlannerStoresProvider stores={stores}>{node}</PlannerStoresProvider>
    </StyleScope>,
    width,
  );
  return {
    stores,
    shadow: rendered.shadow,
    host: rendered.host,
    unmount() {
      stores.dispose();
      rendered.unmount();
    },
  };
}
