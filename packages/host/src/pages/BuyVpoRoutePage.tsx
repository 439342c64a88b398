import { isAbortError, parseSavedRouteWaypoints, SERVER_ERROR_MESSAGE } from '@freight/core';
import type { SavedRoute } from '@freight/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { MESSAGES } from '../messages.ts';
import { RequirePermission } from '../navigation/RequirePermission.tsx';
import { VpoPurchaseScreen } from '../vpo/VpoPurchaseScreen.tsx';

type LoadedRoute =
  { status: 'loading' } | { status: 'done'; route: SavedRoute } | { status: 'failed'; message: string };

/** The saved route `id` (`GET /api/routes/{id}`); a failure answers the server's message (SPEC §8). */
function useSavedRoute(id: string): LoadedRoute {
  const { api } = useAppServices();
  const [state, setState] = useState<LoadedRoute>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.routes.get(id, { signal: controller.signal }).then(
      (answer) =>
        setState(
          answer.success
            ? { status: 'done', route: answer.data }
            : { status: 'failed', message: answer.message || MESSAGES.vpoPurchase.routeFailed },
        ),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setState({
          status: 'failed',
          message: error instanceof Error ? error.message : SERVER_ERROR_MESSAGE,
        });
      },
    );
    return () => controller.abort();
  }, [api, id]);
  return state;
}

function RouteToBuy({ id }: { id: string }) {
  const loaded = useSavedRoute(id);
  if (loaded.status === 'loading') return <LinearProgress aria-label={MESSAGES.loading} />;
  if (loaded.status === 'failed') {
    return (
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        {loaded.message}
      </Alert>
    );
  }
  const waypoints = parseSavedRouteWaypoints(loaded.route.waypoints);
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 1200 }}>
      <Typography variant="h4" component="h1">
        {MESSAGES.vpoPurchase.title(loaded.route.slug)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="vpo-waypoints">
        {waypoints.join(' → ')}
      </Typography>
      <VpoPurchaseScreen route={loaded.route} waypoints={waypoints} />
    </Box>
  );
}

/**
 * buy-vpo-route (SPEC §2 `/vpo/{route_id}`): the purchase of a VPO for the saved route: its nickname and
 * waypoints, the VPO settings (SPEC §3), the quote and 'Comprar'.
 */
export default function BuyVpoRoutePage() {
  const { route_id: id = '' } = useParams();
  return (
    <RequirePermission route="buy-vpo-route">
      <RouteToBuy key={id} id={id} />
    </RequirePermission>
  );
}
