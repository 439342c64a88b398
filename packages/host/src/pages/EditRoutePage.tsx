import { useParams } from 'react-router';
import { RequirePermission } from '../navigation/RequirePermission.tsx';
import { useNavigateTo } from '../navigation/use-navigate-to.ts';
import { afterSaveTarget } from '../planner/after-save-target.ts';
import { PlannerScreen } from '../planner/PlannerScreen.tsx';

/**
 * edit-route (SPEC §2): the saved route `{id}` opened in the planner, editable; 'Salvar' updates it and
 * 'Salvar como nova' saves a copy, then the route list. Users without `route-edit` go home.
 */
export default function EditRoutePage() {
  const { id } = useParams();
  const navigateTo = useNavigateTo();
  return (
    <RequirePermission route="edit-route">
      <PlannerScreen
        key={id}
        mode="create"
        routeId={id}
        onSaved={(saved) => navigateTo(afterSaveTarget('', saved))}
      />
    </RequirePermission>
  );
}
