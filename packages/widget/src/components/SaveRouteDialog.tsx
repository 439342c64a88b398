import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { MESSAGES } from '../messages.ts';
import { SelectField } from './SelectField.tsx';
import { Notice } from './Notice.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { PlannerDialog } from './PlannerDialog.tsx';

/**
 * The save-route dialog (SPEC §2 save-route, §4 Saving): 'Apelido da rota', 'Empresa' (the user's
 * companies, disabled with one or none), 'Salvar' — and 'Salvar como nova' for an opened saved route.
 * It renders the `saveRoute` store, which checks, sends and answers (see `save-route-store.ts`).
 */
export function SaveRouteDialog() {
  const { saveRoute, savedRoute } = usePlannerStores();
  const open = useStore(saveRoute.$open);
  const form = useStore(saveRoute.$form);
  const companies = useStore(saveRoute.$companies);
  const errors = useStore(saveRoute.$fieldErrors);
  const failure = useStore(saveRoute.$failure);
  const saving = useStore(saveRoute.$saving);
  const opened = useStore(savedRoute.$current);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();

  return (
    <PlannerDialog
      open={open}
      onClose={saveRoute.close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      data-testid="save-route-dialog"
    >
      <DialogTitle id={titleId}>{MESSAGES.saveRoute}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={MESSAGES.routeNickname}
            value={form.slug}
            onChange={(event) => saveRoute.setSlug(event.target.value)}
            error={Boolean(errors['slug'])}
            helperText={errors['slug']}
            name="slug"
            fullWidth
            autoFocus
          />
          <SelectField
            size="medium"
            label={MESSAGES.company}
            value={String(form.companyId)}
            options={companies.map((company) => ({ value: String(company.id), label: company.name }))}
            onChange={(value) => saveRoute.setCompany(Number(value))}
            disabled={companies.length <= 1}
            error={errors['company_id'] ?? null}
            name="company_id"
          />
          <DialogContentText variant="body2">{MESSAGES.saveRouteHint}</DialogContentText>
          {failure ? (
            <Notice severity="error" data-testid="save-route-error">
              {failure}
            </Notice>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {opened ? (
          <Button onClick={() => void saveRoute.save(true)} disabled={saving}>
            {MESSAGES.saveAsNewRoute}
          </Button>
        ) : null}
        <Button variant="contained" onClick={() => void saveRoute.save(false)} disabled={saving}>
          {MESSAGES.save}
        </Button>
      </DialogActions>
    </PlannerDialog>
  );
}

/**
 * The success dialog after a save (SPEC §4 Saving): 'Sucesso' with the server's text; its 'OK' resets the
 * route data.
 */
export function SaveRouteSuccessDialog() {
  const { saveRoute } = usePlannerStores();
  const success = useStore(saveRoute.$success);
  const titleId = useId();
  return (
    <PlannerDialog
      open={success !== null}
      onClose={saveRoute.dismissSuccess}
      aria-labelledby={titleId}
      data-testid="save-route-success"
    >
      <DialogTitle id={titleId}>{MESSAGES.successTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{success?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={saveRoute.dismissSuccess} autoFocus>
          {MESSAGES.ok}
        </Button>
      </DialogActions>
    </PlannerDialog>
  );
}

/**
 * The full-width green 'Salvar rota' button (SPEC §2), shown once a route exists; opens the dialog.
 * Not offered for a shared route (`data`) nor to a user without `route-create` (SPEC §6).
 */
export function SaveRouteButton() {
  const { route, config, session, saveRoute } = usePlannerStores();
  const response = useStore(route.$route).response;
  const sharedView = useStore(config.$sharedView);
  useStore(session.$auth);
  return (
    <>
      {response && !sharedView && session.may('route-create') ? (
        <Button variant="contained" color="success" fullWidth onClick={saveRoute.open}>
          {MESSAGES.saveRoute}
        </Button>
      ) : null}
      <SaveRouteDialog />
      <SaveRouteSuccessDialog />
    </>
  );
}
