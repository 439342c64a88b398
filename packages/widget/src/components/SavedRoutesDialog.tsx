import { parseSavedRouteWaypoints } from '@freight/core';
import type { SavedRoute } from '@freight/core';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { MESSAGES } from '../messages.ts';
import { SAVED_ROUTES_PAGE_SIZES } from '../results/saved-routes-query.ts';
import type { SavedRoutesFilters } from '../results/saved-routes-query.ts';
import type { PlannerStores } from '../stores/planner-stores.ts';
import { DataTable } from './DataTable.tsx';
import { Pager } from './Pager.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { PlannerDialog } from './PlannerDialog.tsx';

/**
 * Opens a saved route (SPEC §4): its address list becomes the waypoints (each geocoded with
 * `GET /api/geocode`), the type becomes 'efficient', its id and nickname are remembered for the next
 * save, and the route is calculated (the saved-route store's `load`).
 */
export function loadSavedRoute(stores: PlannerStores, route: SavedRoute): Promise<void> {
  return stores.savedRoute.load(route);
}

/** Props of {@link SavedRoutesDialog}. */
export interface SavedRoutesDialogProps {
  open: boolean;
  onClose(): void;
}

const FILTERS: readonly (keyof SavedRoutesFilters)[] = ['name', 'waypoints', 'type'];

/**
 * The user-routes dialog 'Minhas rotas (n)' (SPEC §2, §7, §9) over the `savedRoutesList` store:
 * `GET /api/routes` with the search text (400 ms debounce) in the checked filters ('Todos', 'Apelido',
 * 'Pontos', 'Tipo') and the paging (5, 7, 10, 15, 20, 25, 50, all; 10 by default); 'Carregando...' while
 * loading, 'Você não possui nenhuma rota salva.' when empty; 'Carregar rota' opens the route and closes
 * the dialog; 'Adicionar Rota' (only with permission `route-create`) starts a new route.
 */
export function SavedRoutesDialog({ open, onClose }: SavedRoutesDialogProps) {
  const stores = usePlannerStores();
  const { savedRoutesList } = stores;
  useStore(stores.session.$auth);
  const mayCreate = stores.session.may('route-create');
  const titleId = useId();
  const text = useStore(savedRoutesList.$text);
  const filters = useStore(savedRoutesList.$filters);
  const allChecked = useStore(savedRoutesList.$allFilters);
  const page = useStore(savedRoutesList.$page);
  const pageSize = useStore(savedRoutesList.$pageSize);
  const list = useStore(savedRoutesList.$list);
  const loading = list.status === 'idle' || list.status === 'loading';

  useEffect(() => {
    if (!open) return;
    savedRoutesList.open();
    return () => savedRoutesList.close();
  }, [open, savedRoutesList]);

  const load = (route: SavedRoute) => {
    onClose();
    void savedRoutesList.load(route);
  };
  const addRoute = () => {
    onClose();
    stores.newRoute();
  };

  return (
    <PlannerDialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="saved-routes-dialog"
    >
      <DialogTitle id={titleId}>{MESSAGES.savedRoutesTitle(list.total)}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          {mayCreate ? (
            <Button variant="contained" size="small" onClick={addRoute} sx={{ alignSelf: 'flex-end' }}>
              {MESSAGES.addRoute}
            </Button>
          ) : null}
          <TextField
            label={MESSAGES.savedRoutesSearch}
            value={text}
            onChange={(event) => savedRoutesList.setText(event.target.value)}
            name="search"
            size="small"
            fullWidth
            sx={{ mt: 1 }}
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            <FormControlLabel
              label={MESSAGES.savedRoutesFilters.all}
              control={<Checkbox checked={allChecked} onChange={() => savedRoutesList.toggleFilter('all')} />}
            />
            {FILTERS.map((name) => (
              <FormControlLabel
                key={name}
                label={MESSAGES.savedRoutesFilters[name]}
                control={
                  <Checkbox checked={filters[name]} onChange={() => savedRoutesList.toggleFilter(name)} />
                }
              />
            ))}
          </Stack>
          {list.error ? (
            <Typography color="error" data-testid="saved-routes-error">
              {list.error}
            </Typography>
          ) : null}
          <DataTable>
            <thead>
              <tr>
                <th scope="col">{MESSAGES.savedRoutesColumns.id}</th>
                <th scope="col">{MESSAGES.savedRoutesColumns.slug}</th>
                <th scope="col">{MESSAGES.savedRoutesColumns.waypoints}</th>
                <th scope="col">{MESSAGES.savedRoutesColumns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {loading ? (
                <tr>
                  <td colSpan={4}>{MESSAGES.loading}</td>
                </tr>
              ) : list.rows.length === 0 ? (
                <tr>
                  <td colSpan={4}>{MESSAGES.noSavedRoutes}</td>
                </tr>
              ) : (
                list.rows.map((route) => (
                  <tr key={route.id} data-testid="saved-route-row">
                    <td>{route.id}</td>
                    <td>{route.slug}</td>
                    <td>{parseSavedRouteWaypoints(route.waypoints).join(' → ')}</td>
                    <td>
                      <Button size="small" variant="outlined" onClick={() => load(route)}>
                        {MESSAGES.loadRoute}
                      </Button>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </DataTable>
          <Pager
            count={list.total}
            page={page}
            pageSize={pageSize}
            pageSizes={SAVED_ROUTES_PAGE_SIZES}
            pageSizeLabel={MESSAGES.rowsPerPage}
            onPageChange={(next) => savedRoutesList.setPage(next)}
            onPageSizeChange={(size) => savedRoutesList.setPageSize(size)}
            data-testid="saved-routes-pager"
          />
        </Stack>
      </DialogContent>
    </PlannerDialog>
  );
}
