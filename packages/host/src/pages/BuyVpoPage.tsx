import {
  formatDistance,
  isAbortError,
  mayOpen,
  parseSavedRouteWaypoints,
  resolveTarget,
  ROUTE_TYPE_LABELS,
  savedRoutesErrorDialog,
} from '@freight/core';
import type { SavedRoute } from '@freight/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { MESSAGES } from '../messages.ts';
import { RequirePermission } from '../navigation/RequirePermission.tsx';
import { FROM_VPO } from '../planner/after-save-target.ts';

/** Rows per page offered (SPEC §9 saved routes table) and the first one. */
const PAGE_SIZES = [5, 7, 10, 15, 20, 25, 50];
const FIRST_PAGE_SIZE = 10;
/** Wait after the last key before searching (SPEC §9 saved-routes search). */
const SEARCH_DEBOUNCE_MS = 400;

type Loaded =
  | { status: 'loading' }
  | { status: 'done'; rows: SavedRoute[]; total: number }
  | { status: 'failed'; message: string };

/** The saved routes of one page of the search, newest first. */
function useSavedRoutes(name: string, page: number, perPage: number): Loaded {
  const { api } = useAppServices();
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const searched = useRef(name);
  useEffect(() => {
    // Only a change of the search text waits for the typing to stop; paging asks at once.
    const delay = name === searched.current ? 0 : SEARCH_DEBOUNCE_MS;
    searched.current = name;
    const controller = new AbortController();
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      api.routes
        .list(
          {
            name: name.trim() || undefined,
            page: page + 1,
            per_page: perPage,
            sort: 'created_at',
            order: 'desc',
          },
          { signal: controller.signal },
        )
        .then(
          (answer) => {
            const failure = savedRoutesErrorDialog(answer);
            if (failure || !answer.success) {
              setState({ status: 'failed', message: failure?.message ?? '' });
              return;
            }
            setState({ status: 'done', rows: answer.data.data, total: answer.data.total });
          },
          (error: unknown) => {
            if (isAbortError(error) || controller.signal.aborted) return;
            setState({ status: 'failed', message: savedRoutesErrorDialog(error)?.message ?? '' });
          },
        );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, name, page, perPage]);
  return state;
}

/**
 * buy-vpo (SPEC §2 `/vpo`): the user's saved routes to buy a VPO for, searched by nickname, paged, newest
 * first; each row's 'Comprar VPO' opens the purchase of that route. 'Adicionar Rota' (route-create) opens
 * the planner with `from=vpo`, which after saving goes to the purchase of the new route.
 */
export default function BuyVpoPage() {
  return (
    <RequirePermission route="buy-vpo">
      <SavedRoutesToBuy />
    </RequirePermission>
  );
}

function SavedRoutesToBuy() {
  const { session } = useAppServices();
  const auth = useStore(session.$auth);
  const [name, setName] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(FIRST_PAGE_SIZE);
  const loaded = useSavedRoutes(name, page, perPage);
  const mayCreate = auth !== null && mayOpen(auth.settings, 'create-route');
  const t = MESSAGES.buyVpo;
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 1200 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.text}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          label={t.search}
          type="search"
          size="small"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 280 }}
        />
        {mayCreate && (
          <Button
            variant="contained"
            component={Link}
            to={`${resolveTarget('create-route') ?? '/routes/create'}?from=${FROM_VPO}`}
          >
            {t.addRoute}
          </Button>
        )}
      </Stack>
      <Paper>
        {loaded.status === 'loading' && <LinearProgress aria-label={MESSAGES.loading} />}
        {loaded.status === 'failed' && (
          <Alert severity="error" role="alert">
            {loaded.message}
          </Alert>
        )}
        {loaded.status === 'done' && loaded.rows.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t.noRoutes}
          </Typography>
        )}
        {loaded.status === 'done' && loaded.rows.length > 0 && (
          <>
            <Table size="small" aria-label={t.title}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.nickname}</TableCell>
                  <TableCell>{t.waypoints}</TableCell>
                  <TableCell>{t.distance}</TableCell>
                  <TableCell>{t.type}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {loaded.rows.map((route) => (
                  <TableRow key={route.id} data-testid="vpo-route">
                    <TableCell>{route.slug}</TableCell>
                    <TableCell>{parseSavedRouteWaypoints(route.waypoints).join(' → ')}</TableCell>
                    <TableCell>{formatDistance(route.distance)}</TableCell>
                    <TableCell>{ROUTE_TYPE_LABELS[route.type]}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        variant="outlined"
                        component={Link}
                        to={resolveTarget(`buy-vpo-route/${route.id}`) ?? '/'}
                      >
                        {t.buy}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={loaded.total}
              page={page}
              rowsPerPage={perPage}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(_, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setPerPage(Number(event.target.value));
                setPage(0);
              }}
              labelRowsPerPage="Por página"
              labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
            />
          </>
        )}
      </Paper>
    </Box>
  );
}
