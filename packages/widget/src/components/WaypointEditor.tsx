import { EDITING_SCREEN } from '@freight/core';
import Stack from '@mui/material/Stack';
import { useStore } from '@nanostores/react';
import { AddDestinationInput } from './AddDestinationInput.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { WaypointList } from './WaypointList.tsx';
import { WaypointSearch } from './WaypointSearch.tsx';

/**
 * The waypoint editor (SPEC §2): the list (screen 0), the multi-stop list with the add-destination
 * input (screen 1), or the search screen for one waypoint (screen 2).
 */
export function WaypointEditor() {
  const { editor, searchActions, config } = usePlannerStores();
  const editing = useStore(editor.$editing);
  const viewMode = useStore(config.$viewMode);

  if (editing.screen === EDITING_SCREEN.SEARCH && editing.searchIndex != null && !viewMode) {
    return <WaypointSearch index={editing.searchIndex} />;
  }
  return (
    <Stack spacing={1} data-testid="waypoint-editor" data-screen={editing.screen}>
      <WaypointList />
      {editing.screen === EDITING_SCREEN.MULTI_STOP_LIST && !viewMode && (
        <AddDestinationInput onStart={searchActions.startAddDestination} />
      )}
    </Stack>
  );
}
