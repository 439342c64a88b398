import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { ALTERNATIVE_ROUTE_COLOR, ROUTE_COLOR } from '../map/map-defaults.ts';
import { routePanelEntries } from '../map/route-panel-entries.ts';
import { MESSAGES } from '../messages.ts';
import { AlternativeChoice } from './AlternativesList.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

/**
 * The route panel on the map (SPEC §2 Map): every alternative 'Rota n' with its distance, time and net
 * tolls, the selected one pressed and marked in the route's blue (the others in the alternatives' grey);
 * a click selects one. It can be hidden and shown again, and on a map 640 px wide or narrower it is
 * collapsed to its title until expanded. Nothing before a calculation.
 */
export function MapRoutePanel() {
  const { map, route, selection } = usePlannerStores();
  const { response } = useStore(route.$route);
  const selected = useStore(selection.$selectedIndex);
  const panel = useStore(map.$routePanel);
  const collapsible = useStore(map.$routePanelCollapsible);
  const entries = useMemo(() => routePanelEntries(response, selected), [response, selected]);
  if (entries.length === 0) return null;

  if (panel.hidden) {
    return (
      <Paper variant="outlined" sx={{ alignSelf: 'flex-start' }} data-testid="map-route-panel" data-hidden="">
        <Button size="small" onClick={() => map.toggleRoutePanel()}>
          {MESSAGES.map.showRoutePanel}
        </Button>
      </Paper>
    );
  }

  const open = !collapsible || panel.expanded;
  return (
    <Paper
      variant="outlined"
      sx={{ px: 1, py: 0.5, width: 220, maxWidth: '100%' }}
      data-testid="map-route-panel"
      data-collapsed={open ? undefined : ''}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
          {MESSAGES.map.routePanelTitle} ({entries.length})
        </Typography>
        {collapsible && (
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={open ? MESSAGES.map.collapseRoutePanel : MESSAGES.map.expandRoutePanel}
            onClick={() => map.toggleRoutePanelExpanded()}
          >
            {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        )}
        <IconButton
          size="small"
          aria-label={MESSAGES.map.hideRoutePanel}
          onClick={() => map.toggleRoutePanel()}
        >
          <VisibilityOffIcon fontSize="small" />
        </IconButton>
      </Stack>
      {open && (
        <Stack spacing={0.5} sx={{ pb: 0.5, '& > button': { width: '100%' } }}>
          {entries.map((entry) => (
            <AlternativeChoice
              key={entry.index}
              label={entry.label}
              selected={entry.selected}
              onSelect={() => selection.select(entry.index)}
            >
              <Box
                component="span"
                data-route-facts=""
                sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 12, textTransform: 'none' }}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    width: 14,
                    height: 4,
                    borderRadius: 2,
                    flexShrink: 0,
                    bgcolor: entry.selected ? ROUTE_COLOR : ALTERNATIVE_ROUTE_COLOR,
                    outline: entry.selected ? '1px solid #ffffff' : undefined,
                  }}
                />
                {entry.distance} · {entry.duration} · {entry.tollsNet}
              </Box>
            </AlternativeChoice>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
