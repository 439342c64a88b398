import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import { MESSAGES } from '../messages.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { SearchResultList, searchResultId } from './SearchResultList.tsx';
import { WaypointLetter } from './WaypointLetter.tsx';

/** The search screen for the waypoint at `index` (editing screen 2, SPEC §2). */
export function WaypointSearch({ index }: { index: number }) {
  const { search, searchActions, waypoints } = usePlannerStores();
  const query = useStore(search.$query);
  const results = useStore(search.$results);
  const highlight = useStore(search.$highlight);
  const display = useStore(waypoints.$display)[index];
  const listId = useId();

  const onKeyDown = (event: KeyboardEvent): void => {
    if (searchActions.handleKey({ key: event.key, shiftKey: event.shiftKey })) event.preventDefault();
  };

  return (
    <Stack spacing={1} data-testid="waypoint-search">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
        {display && <WaypointLetter letter={display.letter} color={display.letterColor} />}
        <TextField
          size="small"
          fullWidth
          autoFocus
          value={query}
          placeholder={display?.placeholder ?? MESSAGES.searchPlaceholder}
          onChange={(event) => search.setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': display?.placeholder ?? MESSAGES.searchPlaceholder,
              'aria-expanded': true,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': highlight >= 0 ? searchResultId(listId, highlight) : undefined,
              autoComplete: 'off',
              'data-testid': 'search-input',
            },
          }}
        />
      </Box>
      <SearchResultList
        id={listId}
        results={results}
        highlight={highlight}
        onChoose={(result) => void searchActions.choose(result)}
        onHighlight={search.highlight}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={searchActions.clearText}>
          {MESSAGES.searchClear}
        </Button>
        <Button color="inherit" onClick={searchActions.cancel}>
          {MESSAGES.searchCancel}
        </Button>
      </Stack>
    </Stack>
  );
}
