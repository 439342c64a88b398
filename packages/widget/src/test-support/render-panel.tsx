import { isolatedEnvironment } from '../environment/isolated-environment.ts';
import type { PlannerEnvironment } from '../environment/planner-environment.ts';
import { PlannerActionsProvider } from '../components/PlannerActions.tsx';
import type { PlannerActions } from '../components/PlannerActions.tsx';
import { PlannerStoresProvider } from '../components/PlannerStoresProvider.tsx';
import { RouteSettingsPanel } from '../components/RouteSettingsPanel.tsx';
import type { PlannerConfig } from '../stores/config-store.ts';
import { createPlannerStores } from '../stores/planner-stores.ts';
import type { PlannerStores } from '../stores/planner-stores.ts';
import { StyleScope } from '../theme/StyleScope.tsx';
import { find } from './queries.ts';
import { renderInShadowRoot } from './render-in-shadow-root.tsx';

/** The route settings panel rendered in a shadow root over fresh stores. */
export interface PanelRender {
  readonly stores: PlannerStores;
  readonly shadow: ShadowRoot;
  unmount(): void;
}

/**
 * Renders the route settings panel (no map) with new stores over an isolated environment: in-memory
 * storage and recent searches, `environment` and `config` taking precedence; `actions` are the page's.
 */
export async function renderPanel(
  environment: Partial<PlannerEnvironment> = {},
  config: Partial<PlannerConfig> = {},
  actions: PlannerActions = {},
): Promise<PanelRender> {
  const stores = createPlannerStores(isolatedEnvironment(environment), config);
  const rendered = renderInShadowRoot(
    <StyleScope>
      <PlannerStoresProvider stores={stores}>
        <PlannerActionsProvider value={actions}>
          <RouteSettingsPanel />
        </PlannerActionsProvider>
      </PlannerStoresProvider>
    </StyleScope>,
    420,
  );
  await find(rendered.shadow, '[data-testid="route-settings-panel"]');
  return {
    stores,
    shadow: rendered.shadow,
    unmount() {
      stores.dispose();
      rendered.unmount();
    },
  };
}
