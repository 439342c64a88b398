import { useParams } from 'react-router';
import { RequirePermission } from '../navigation/RequirePermission.tsx';
import { PlannerScreen } from '../planner/PlannerScreen.tsx';

/**
 * show-route (SPEC §2): the saved route `{id}` in the planner's view mode: waypoints read-only (a click
 * opens 'Minhas rotas'), categories disabled, the plate field shown. Users without `route-show` go home.
 */
export default function ShowRoutePage() {
  const { id } = useParams();
  return (
    <RequirePermission route="show-route">
      <PlannerScreen key={id} mode="view" routeId={id} />
    </RequirePermission>
  );
}
