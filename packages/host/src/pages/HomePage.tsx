import {
  HOME_ROUTE,
  mayOpen,
  parseSavedRouteWaypoints,
  pathOf,
  resolveTarget,
  SERVER_ERROR_MESSAGE,
  visibleMenu,
} from '@freight/core';
import type { ApiClient, Auth, Company } from '@freight/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { CREATE_ROUTE_DIALOG } from '../dialogs/CreateRouteDialog.tsx';
import { LATEST_ROUTES_COUNT, useLatestRoutes } from '../home/use-latest-routes.ts';
import { useLoaded } from '../home/use-loaded.ts';
import type { LoadAnswer } from '../home/use-loaded.ts';
import { useDialogs } from '../navigation/use-dialogs.ts';
import { MESSAGES } from '../messages.ts';
import { hasPage } from './page-registry.ts';

/** The user's companies (`GET /api/me/list/companies`). */
async function myCompanies(api: ApiClient, signal: AbortSignal): Promise<LoadAnswer<Company[]>> {
  const answer = await api.companies.meList({ signal });
  return answer.success ? { value: answer.data } : { failure: answer.message || SERVER_ERROR_MESSAGE };
}

/** Routes the home page offers elsewhere, so they are not repeated among the shortcuts. */
const NOT_SHORTCUTS = new Set([HOME_ROUTE, 'create-route']);

/** 'Planejar rota': the planner page and the 'Adicionar rota' dialog. */
function StartRoute() {
  const dialogs = useDialogs();
  return (
    <Paper component="section" aria-labelledby="home-start" sx={{ p: 2 }}>
      <Typography id="home-start" variant="h6" component="h2" gutterBottom>
        {MESSAGES.home.startRoute}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {MESSAGES.home.startRouteText}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" component={Link} to={pathOf('create-route') ?? '/'}>
          {MESSAGES.home.planRoute}
        </Button>
        <Button variant="outlined" onClick={() => dialogs.openDialog(CREATE_ROUTE_DIALOG)}>
          {MESSAGES.home.addRoute}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A link to a saved route's page when the user may open it. */
function RouteLink({
  auth,
  route,
  target,
  label,
}: {
  auth: Auth;
  route: string;
  target: string;
  label: string;
}) {
  const path = resolveTarget(target);
  if (!path || !hasPage(route) || !mayOpen(auth.settings, route)) return null;
  return (
    <Button size="small" component={Link} to={path}>
      {label}
    </Button>
  );
}

/** The latest saved routes, newest first, each with 'Ver' and 'Editar' as permitted. */
function LatestRoutes({ auth }: { auth: Auth }) {
  const latest = useLatestRoutes(true);
  return (
    <Paper component="section" aria-labelledby="home-routes" sx={{ p: 2 }}>
      <Typography id="home-routes" variant="h6" component="h2">
        {MESSAGES.home.latestRoutes(LATEST_ROUTES_COUNT)}
      </Typography>
      {latest.status === 'loading' && <Typography color="text.secondary">{MESSAGES.loading}</Typography>}
      {latest.status === 'failed' && <Alert severity="error">{latest.message}</Alert>}
      {latest.status === 'done' && latest.value.length === 0 && (
        <Typography color="text.secondary">{MESSAGES.home.noRoutes}</Typography>
      )}
      {latest.status === 'done' && latest.value.length > 0 && (
        <List dense aria-labelledby="home-routes">
          {latest.value.map((route) => (
            <ListItem
              key={route.id}
              disableGutters
              data-testid="home-route"
              secondaryAction={
                <Stack direction="row">
                  <RouteLink
                    auth={auth}
                    route="show-route"
                    target={`show-route/${route.id}`}
                    label={MESSAGES.home.show}
                  />
                  <RouteLink
                    auth={auth}
                    route="edit-route"
                    target={`edit-route/${route.id}`}
                    label={MESSAGES.home.edit}
                  />
                </Stack>
              }
            >
              <ListItemText
                primary={route.slug}
                secondary={parseSavedRouteWaypoints(route.waypoints).join(' → ')}
                sx={{ pr: 16 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/**
 * The home page (docs/decisions.md): what a carrier needs first. Planning a route (the planner page or
 * the 'Adicionar rota' dialog, with `route-create`), the latest saved routes with links to view and edit
 * them (with `route-list`), shortcuts to the other pages the user may open (VPO, plate checks, …), and
 * the user's companies.
 */
export function HomePage() {
  const { session } = useAppServices();
  const auth = useStore(session.$auth);
  const companies = useLoaded(myCompanies);
  if (!auth) return null;
  const shortcuts = visibleMenu(auth.settings, hasPage).filter((entry) => !NOT_SHORTCUTS.has(entry.route));
  const mayPlan = hasPage('create-route') && mayOpen(auth.settings, 'create-route');
  return (
    <Box sx={{ p: 3, maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {MESSAGES.home.greeting(auth.email)}
      </Typography>
      <Stack spacing={3}>
        {mayPlan && <StartRoute />}
        {mayOpen(auth.settings, 'list-routes') && <LatestRoutes auth={auth} />}
        <Stack spacing={3} direction={{ xs: 'column', md: 'row' }} sx={{ alignItems: 'flex-start' }}>
          <Paper component="section" aria-labelledby="home-shortcuts" sx={{ p: 2, flex: 1, width: '100%' }}>
            <Typography id="home-shortcuts" variant="h6" component="h2" gutterBottom>
              {MESSAGES.home.shortcuts}
            </Typography>
            {shortcuts.length === 0 ? (
              <Typography color="text.secondary">{MESSAGES.home.noShortcuts}</Typography>
            ) : (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {shortcuts.map((entry) => (
                  <Button
                    key={entry.route}
                    variant="outlined"
                    component={Link}
                    to={pathOf(entry.route) ?? '/'}
                  >
                    {entry.label}
                  </Button>
                ))}
              </Stack>
            )}
          </Paper>
          <Paper component="section" aria-labelledby="home-companies" sx={{ p: 2, flex: 1, width: '100%' }}>
            <Typography id="home-companies" variant="h6" component="h2">
              {MESSAGES.home.companies}
            </Typography>
            {companies.status === 'loading' && (
              <Typography color="text.secondary">{MESSAGES.loading}</Typography>
            )}
            {companies.status === 'failed' && <Alert severity="error">{companies.message}</Alert>}
            {companies.status === 'done' && companies.value.length === 0 && (
              <Typography color="text.secondary">{MESSAGES.home.noCompanies}</Typography>
            )}
            {companies.status === 'done' && companies.value.length > 0 && (
              <List dense>
                {companies.value.map((company) => (
                  <ListItem key={company.id} disableGutters>
                    <ListItemText primary={company.name} secondary={company.legal_name ?? undefined} />
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
        </Stack>
      </Stack>
    </Box>
  );
}
