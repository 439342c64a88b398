import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { MESSAGES } from '../messages.ts';
import { routeLinks } from '../results/route-links.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { ShareRouteDialog } from './ShareRouteDialog.tsx';

function LinkAction({ name, label, href }: { name: string; label: string; href: string | null }) {
  if (!href) {
    return (
      <Button variant="outlined" size="small" disabled data-action={name}>
        {label}
      </Button>
    );
  }
  return (
    <Button
      variant="outlined"
      size="small"
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-action={name}
    >
      {label}
    </Button>
  );
}

/**
 * The options card (SPEC §2): the route report (with the selected alternative's index, on the
 * planner's server), share (opens the share dialog), the navigation app and the maps service, each
 * link opening in a new tab. Shown once a route exists.
 */
export function RouteOptionsCard() {
  const { route, selection, config, share } = usePlannerStores();
  const response = useStore(route.$route).response;
  const selected = useStore(selection.$selectedIndex);
  const origin = useStore(config.$serverOrigin);
  if (!response) return null;
  const links = routeLinks(response, selected, origin);
  return (
    <Card variant="outlined" data-testid="route-options">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {MESSAGES.routeOptionsTitle}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <LinkAction name="report" label={MESSAGES.openReport} href={links.report} />
          <Button variant="outlined" size="small" onClick={() => void share.open()} data-action="share">
            {MESSAGES.shareRoute}
          </Button>
          <LinkAction name="navigation-app" label={MESSAGES.openNavigationApp} href={links.navigationApp} />
          <LinkAction name="maps" label={MESSAGES.openMapsDirections} href={links.mapsDirections} />
        </Stack>
      </CardContent>
      <ShareRouteDialog />
    </Card>
  );
}
