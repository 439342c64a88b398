import { fieldErrors, routeSaveErrorMessage, savedRouteCreateSchema } from '@freight/core';
import type { Company, SavedRouteCreate } from '@freight/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { MESSAGES } from '../messages.ts';
import { savedRouteFacts } from '../results/saved-route-body.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

/** Props of {@link SaveRouteDialog}. */
export interface SaveRouteDialogProps {
  open: boolean;
  onClose(): void;
}

function messagesOf(details: unknown): Record<string, string> {
  if (typeof details !== 'object' || details === null) return {};
  return Object.fromEntries(
    Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The save-route dialog (SPEC §2 save-route, §4 Saving): 'Apelido da rota', 'Empresa' (the user's
 * companies, disabled with one or none), 'Salvar'. Sends `POST /api/routes` through core's client with
 * the selected alternative's distance and time, the route type and the answer's addresses — or, for a
 * saved route that was opened (`route-id`, 'Carregar rota'), `PUT /api/routes/{id}` with its nickname
 * prefilled, and 'Salvar como nova' to create a copy. A success closes it, remembers the saved route
 * and reports `routesaved`; a 422 shows each field's pt-BR message, another failure shows the server's
 * text or 'Ocorreu um erro ao salvar essa rota.'.
 */
export function SaveRouteDialog({ open, onClose }: SaveRouteDialogProps) {
  const { api, route, selection, events, savedRoute } = usePlannerStores();
  const client = useStore(api.$api);
  const state = useStore(route.$route);
  const selected = useStore(selection.$selectedIndex);
  const opened = useStore(savedRoute.$current);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [slug, setSlug] = useState('');
  const [companies, setCompanies] = useState<readonly Company[]>([]);
  const [companyId, setCompanyId] = useState<Company['id'] | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setErrors({});
    setFailure(null);
    if (opened) setSlug(opened.slug);
    client.companies.meList().then(
      (result) => {
        if (!current || !result.success) return;
        setCompanies(result.data);
        const own = result.data.find((company) => company.id === opened?.companyId)?.id;
        setCompanyId((chosen) => own ?? (chosen === '' ? (result.data[0]?.id ?? '') : chosen));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [open, client, opened]);

  const save = async (asNew: boolean): Promise<void> => {
    if (!state.response) return;
    const facts = savedRouteFacts(state.response, selected, state.request?.type_route);
    const parsed = savedRouteCreateSchema.safeParse({ ...facts, slug, company_id: companyId });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    const body: SavedRouteCreate = parsed.data;
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      const result =
        opened && !asNew ? await client.routes.update(opened.id, body) : await client.routes.create(body);
      if (result.success) {
        setSlug('');
        savedRoute.remember({ id: result.data.id, slug: body.slug, companyId: body.company_id });
        onClose();
        events.emit('routesaved', { id: result.data.id, slug: body.slug });
        return;
      }
      const byField = messagesOf(result.details);
      setErrors(byField);
      if (!byField.slug && !byField.company_id) setFailure(routeSaveErrorMessage(result));
    } catch (error) {
      setFailure(routeSaveErrorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
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
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
            error={Boolean(errors.slug)}
            helperText={errors.slug}
            name="slug"
            fullWidth
            autoFocus
          />
          <TextField
            select
            label={MESSAGES.company}
            value={companyId}
            onChange={(event) => setCompanyId(Number(event.target.value))}
            disabled={companies.length <= 1}
            error={Boolean(errors.company_id)}
            helperText={errors.company_id}
            name="company_id"
            fullWidth
          >
            {companies.map((company) => (
              <MenuItem key={company.id} value={company.id}>
                {company.name}
              </MenuItem>
            ))}
          </TextField>
          <DialogContentText variant="body2">{MESSAGES.saveRouteHint}</DialogContentText>
          {failure ? (
            <Alert severity="error" data-testid="save-route-error">
              {failure}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {opened ? (
          <Button onClick={() => void save(true)} disabled={saving}>
            {MESSAGES.saveAsNewRoute}
          </Button>
        ) : null}
        <Button variant="contained" onClick={() => void save(false)} disabled={saving}>
          {MESSAGES.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The full-width green 'Salvar rota' button (SPEC §2), shown once a route exists; opens the dialog.
 * Not offered for a shared route (`data`) nor to a user without `route-create` (SPEC §6).
 */
export function SaveRouteButton() {
  const { route, config, session } = usePlannerStores();
  const response = useStore(route.$route).response;
  const sharedView = useStore(config.$sharedView);
  useStore(session.$auth);
  const [open, setOpen] = useState(false);
  if (!response || sharedView || !session.may('route-create')) return null;
  return (
    <>
      <Button variant="contained" color="success" fullWidth onClick={() => setOpen(true)}>
        {MESSAGES.saveRoute}
      </Button>
      <SaveRouteDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
