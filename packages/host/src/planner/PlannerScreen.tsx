import { brandingOf, DEFAULT_PRIMARY_COLOR, DIALOG_NAMES } from '@freight/core';
import Box from '@mui/material/Box';
import { useStore } from '@nanostores/react';
import { browserEnvironment, createPlannerStores, Planner } from '@freight/widget';
import type { PlannerStores } from '@freight/widget';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { useDialogs } from '../navigation/use-dialogs.ts';

/** Props of {@link PlannerScreen}. */
export interface PlannerScreenProps {
  /** `'create'` plans a route (a saved one opened is edited, 'Salvar' updates it); `'view'` is read-only. */
  readonly mode: 'create' | 'view';
  /** Id of the saved route to open. */
  readonly routeId?: string | undefined;
  /** A save's success dialog was dismissed ('OK'): the saved route's id. */
  readonly onSaved?: ((routeId: number) => void) | undefined;
  /** Height of the planner. Default: the window below the app's top bar. */
  readonly height?: string | undefined;
}

/** Calls `onSaved` when a save's success dialog closes, with the saved route's id. */
function useAfterSave(stores: PlannerStores, onSaved: ((routeId: number) => void) | undefined): void {
  const latest = useRef(onSaved);
  useLayoutEffect(() => {
    latest.current = onSaved;
  }, [onSaved]);
  useEffect(() => {
    let saved = stores.saveRoute.$success.get()?.id ?? null;
    return stores.saveRoute.$success.listen((success) => {
      if (success) {
        saved = success.id;
        return;
      }
      if (saved === null) return;
      const id = saved;
      saved = null;
      latest.current?.(id);
    });
  }, [stores]);
}

/**
 * The widget's planner (settings panel, map, 'Praças de Pedágio (n)', route data, 'Salvar rota') as a
 * page of the app: the app's session token, API `fetch` and storage, the company's primary colour, so
 * the app and the planner look alike, and the server's map style (`MAP_STYLE`), as on the embed page. A planner call answered 401 ends the app's session (the login
 * guard then shows the login page).
 */
export function PlannerScreen({ mode, routeId, onSaved, height }: PlannerScreenProps) {
  const { session, environment, myLists } = useAppServices();
  const dialogs = useDialogs();
  const token = useStore(session.$token);
  const auth = useStore(session.$auth);
  const primaryColor = auth ? brandingOf(auth).primaryColor : DEFAULT_PRIMARY_COLOR;
  const mapStyle = environment.mapStyle ?? null;
  const config = { token, mode, routeId: routeId ?? null, primaryColor, mapStyle };
  const [stores] = useState(() =>
    createPlannerStores(
      browserEnvironment({ fetch: environment.fetch, storage: environment.storage }),
      config,
    ),
  );
  useLayoutEffect(() => {
    stores.config.update({ token, mode, routeId: routeId ?? null, primaryColor, mapStyle });
  }, [stores, token, mode, routeId, primaryColor, mapStyle]);
  useEffect(() => () => stores.dispose(), [stores]);
  useAfterSave(stores, onSaved);
  const onLogin = useCallback(() => session.expired(), [session]);
  // 'Adicionar placa' opens the app's create-plate dialog; the plate it adds is chosen here.
  const { openDialog } = dialogs;
  const onAddPlate = useCallback(() => openDialog(DIALOG_NAMES.CREATE_PLATE), [openDialog]);
  useEffect(
    () =>
      myLists.$addedPlate.listen((plate) => {
        if (plate) stores.plates.added(plate);
      }),
    [myLists, stores],
  );
  return (
    <Box
      data-planner-mode={mode}
      sx={{ height: height ?? { xs: 'auto', md: 'calc(100dvh - 64px)' }, minHeight: 560 }}
    >
      <Planner stores={stores} onLogin={onLogin} onAddPlate={onAddPlate} />
    </Box>
  );
}
