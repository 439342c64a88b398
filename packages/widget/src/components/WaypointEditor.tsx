import { EDITING_SCREEN } from '@freight/core';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { MESSAGES } from '../messages.ts';
import { AddDestinationInput } from './AddDestinationInput.tsx';
import { Hint } from './Hint.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { SavedRoutesDialog } from './SavedRoutesDialog.tsx';
import { WaypointList } from './WaypointList.tsx';
import { WaypointSearch } from './WaypointSearch.tsx';

/**
 * The read-only waypoint area of view mode (SPEC §2): a click (or Enter / Space) opens the 'Minhas
 * rotas' dialog, tooltip 'Clique para carregar uma rota'.
 */
function ViewModeWaypoints() {
  const [open, setOpen] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <Hint title={MESSAGES.loadSavedRoute} placement="top" block>
        <Box
          role="button"
          tabIndex={0}
          aria-label={MESSAGES.loadSavedRoute}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          data-testid="view-mode-waypoints"
          sx={{ cursor: 'pointer', borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
        >
          <WaypointList />
        </Box>
      </Hint>
      <SavedRoutesDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * The waypoint editor (SPEC §2): the list (screen 0), the multi-stop list with the add-destination
 * input (screen 1), or the search screen for one waypoint (screen 2). In view mode the list is
 * read-only and opens the saved routes; a shared route's list is only shown.
 */
export function WaypointEditor() {
  const { editor, searchActions, config } = usePlannerStores();
  const editing = useStore(editor.$editing);
  const viewMode = useStore(config.$viewMode);
  const sharedView = useStore(config.$sharedView);

  if (editing.screen === EDITING_SCREEN.SEARCH && editing.searchIndex != null && !viewMode) {
    return <WaypointSearch index={editing.searchIndex} />;
  }
  return (
    <Stack spacing={1} data-testid="waypoint-editor" data-screen={editing.screen}>
      {viewMode && !sharedView ? <ViewModeWaypoints /> : <WaypointList />}
      {editing.screen === EDITING_SCREEN.MULTI_STOP_LIST && !viewMode && (
        <AddDestinationInput onStart={searchActions.startAddDestination} />
      )}
    </Stack>
  );
}
