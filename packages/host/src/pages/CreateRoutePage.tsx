import { useLocation } from 'react-router';
import { RequirePermission } from '../navigation/RequirePermission.tsx';
import { useNavigateTo } from '../navigation/use-navigate-to.ts';
import { afterSaveTarget } from '../planner/after-save-target.ts';
import { PlannerScreen } from '../planner/PlannerScreen.tsx';

/**
 * create-route (SPEC §2): the planner, for users with `route-create` (others go home). Once a saved
 * route's success dialog is dismissed: its VPO purchase with `?from=vpo`, else the route list.
 */
export default function CreateRoutePage() {
  const { search } = useLocation();
  const navigateTo = useNavigateTo();
  return (
    <RequirePermission route="create-route">
      <PlannerScreen mode="create" onSaved={(id) => navigateTo(afterSaveTarget(search, id))} />
    </RequirePermission>
  );
}
