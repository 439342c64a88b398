import {
  BUILTIN_SUPPLIER_NOTICE,
  can,
  CHECK_PLATE_QUERY_PARAM,
  DIALOG_NAMES,
  KNOWN_OPERATION_TYPES,
  maskCpfCnpj,
  MAX_SUSPENDED_AXLES,
  MAX_VPO_VALIDITY_DAYS,
  wallClock,
} from '@freight/core';
import type { CostCenter, Plate, SavedRoute, Shipper, VpoSupplierOption } from '@freight/core';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { MESSAGES } from '../messages.ts';
import { useDialogs } from '../navigation/use-dialogs.ts';
import { ClearFieldsDialog } from './ClearFieldsDialog.tsx';
import { MessageDialog } from './MessageDialog.tsx';
import { useList, usePlateTags, useQuote } from './use-vpo-purchase-data.ts';
import { useVpoPurchase } from './use-vpo-purchase.ts';
import { VpoQuoteTable } from './VpoQuoteTable.tsx';
import { emptyVpoPurchaseForm, withOperationType } from './vpo-purchase-form.ts';
import type { VpoPurchaseForm } from './vpo-purchase-form.ts';

const t = MESSAGES.vpoPurchase;

/** Today in Brasília (`yyyy-MM-dd`). */
function today(): string {
  return wallClock(new Date())?.date ?? new Date().toISOString().slice(0, 10);
}

function Field({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6, md: 4 }}>{children}</Grid>;
}

/**
 * The VPO purchase form of a saved route (SPEC §3 VPO settings, §4): plate (and its tag), shipper, cost
 * center, supplier, documents, validity, operation type and taker, code, suspended axles, remarks; the
 * quote of the route for the plate; 'Comprar' with one idempotency key per filled form, kept on a retry
 * whose outcome was not known, so a double click or a retry never buys twice.
 */
export function VpoPurchaseScreen({ route, waypoints }: { route: SavedRoute; waypoints: readonly string[] }) {
  const { api, session, myLists } = useAppServices();
  const auth = useStore(session.$auth);
  const dialogs = useDialogs();
  const company = auth?.settings.companies[0];
  const tagAllowed = company?.settings.vpo_allow_select_tag === true;
  const companyId = route.company_id ?? company?.id ?? null;
  const routeId = String(route.id);
  const lastWaypoint = waypoints.at(-1) ?? '';

  const [form, setForm] = useState<VpoPurchaseForm>(() => emptyVpoPurchaseForm(today()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [clearing, setClearing] = useState(false);
  const purchase = useVpoPurchase(routeId, tagAllowed, setErrors);

  const [plates, setPlates] = useList<Plate>((signal) => api.plates.meList({ signal }));
  const [shippers] = useList<Shipper>((signal) => api.shippers.meList({ signal }));
  const [costCenters, setCostCenters] = useList<CostCenter>((signal) => api.costCenters.meList({ signal }));
  const [suppliers] = useList<VpoSupplierOption>((signal) =>
    companyId === null ? null : api.vpo.suppliers(companyId, { signal }),
  );
  const tags = usePlateTags(form.plate_id);
  const quote = useQuote(routeId, form.plate_id, form.suspended_axles);

  const change = (patch: Partial<VpoPurchaseForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const name of Object.keys(patch)) delete next[name];
      return next;
    });
  };

  // The first supplier offered is chosen until the user picks one.
  useEffect(() => {
    const first = suppliers[0];
    if (first)
      setForm((current) => (current.supplier === '' ? { ...current, supplier: first.kind } : current));
  }, [suppliers, form.supplier]);

  // The only tag of the plate is chosen at once (SPEC §4 Vehicle).
  useEffect(() => {
    setForm((current) => ({ ...current, tag: tags.length === 1 ? (tags[0] ?? '') : '' }));
  }, [tags]);

  // What the 'Adicionar placa' and 'Adicionar centro de custo' dialogs add is chosen here.
  useEffect(
    () =>
      myLists.$addedPlate.listen((plate) => {
        if (!plate) return;
        setPlates((current) => [...current.filter((known) => String(known.id) !== String(plate.id)), plate]);
        change({ plate_id: String(plate.id) });
      }),
    [myLists],
  );
  useEffect(
    () =>
      myLists.$addedCostCenter.listen((costCenter) => {
        if (!costCenter) return;
        setCostCenters((current) => [
          ...current.filter((known) => String(known.id) !== String(costCenter.id)),
          costCenter,
        ]);
        change({ cost_center_id: String(costCenter.id) });
      }),
    [myLists],
  );

  const restart = () => {
    setForm(emptyVpoPurchaseForm(today()));
    setErrors({});
    purchase.restart();
    setClearing(false);
  };

  const quoted = quote.status === 'done' ? quote.quote : null;
  const mayBuy = quoted !== null && quoted.blocked === null && !purchase.buying;

  const buy = () => {
    if (mayBuy) void purchase.buy(form, today());
  };

  const mayAddPlate = auth !== null && can(auth.settings, 'plate-create');
  const mayCheckPlate = auth !== null && can(auth.settings, 'plate-check');
  const chosenPlate = plates.find((plate) => String(plate.id) === form.plate_id)?.plate ?? '';
  const mayAddCostCenter = auth !== null && can(auth.settings, 'cost-center-create');
  const supplierNotice =
    suppliers.find((option) => option.kind === form.supplier)?.notice ??
    (form.supplier === 'builtin' ? BUILTIN_SUPPLIER_NOTICE : null);
  const error = (name: keyof VpoPurchaseForm) => ({
    error: Boolean(errors[name]),
    helperText: errors[name] || undefined,
  });
  const maxExpiration = (() => {
    const date = new Date(`${today()}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + MAX_VPO_VALIDITY_DAYS);
    return date.toISOString().slice(0, 10);
  })();

  return (
    <Stack spacing={3}>
      <Paper sx={{ p: 2 }} component="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <Grid container spacing={2}>
          <Field>
            <TextField
              select
              fullWidth
              label={t.plate}
              value={form.plate_id}
              onChange={(event) => change({ plate_id: event.target.value })}
              required
              {...error('plate_id')}
            >
              {plates.map((plate) => (
                <MenuItem key={plate.id} value={String(plate.id)}>
                  {plate.plate}
                </MenuItem>
              ))}
            </TextField>
            {mayAddPlate && (
              <Button size="small" onClick={() => dialogs.openDialog(DIALOG_NAMES.CREATE_PLATE)}>
                {t.addPlate}
              </Button>
            )}
            {mayCheckPlate && (
              <Button
                size="small"
                onClick={() =>
                  dialogs.openDialog(DIALOG_NAMES.CHECK_PLATE, { [CHECK_PLATE_QUERY_PARAM]: chosenPlate })
                }
              >
                {MESSAGES.checkPlateDialog.title}
              </Button>
            )}
          </Field>
          {form.plate_id !== '' && (
            <Field>
              {tagAllowed ? (
                <TextField
                  select
                  fullWidth
                  label={t.tag}
                  value={form.tag}
                  onChange={(event) => change({ tag: event.target.value })}
                  {...error('tag')}
                >
                  {tags.map((tag) => (
                    <MenuItem key={tag} value={tag}>
                      {tag}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <Typography sx={{ pt: 2 }} data-testid="vpo-plate-tag">
                  {tags.length > 0 ? t.plateTag(tags.join(', ')) : t.noTag}
                </Typography>
              )}
            </Field>
          )}
          <Field>
            <TextField
              select
              fullWidth
              required
              label={t.shipper}
              value={form.shipper_id}
              onChange={(event) => change({ shipper_id: event.target.value })}
              {...error('shipper_id')}
            >
              {shippers.map((shipper) => (
                <MenuItem key={shipper.id} value={String(shipper.id)}>
                  {shipper.name}
                </MenuItem>
              ))}
            </TextField>
          </Field>
          <Field>
            <TextField
              select
              fullWidth
              label={t.costCenter}
              value={form.cost_center_id}
              onChange={(event) => change({ cost_center_id: event.target.value })}
              {...error('cost_center_id')}
            >
              <MenuItem value="">{t.none}</MenuItem>
              {costCenters.map((costCenter) => (
                <MenuItem key={costCenter.id} value={String(costCenter.id)}>
                  {costCenter.name}
                </MenuItem>
              ))}
            </TextField>
            {mayAddCostCenter && (
              <Button size="small" onClick={() => dialogs.openDialog(DIALOG_NAMES.CREATE_COST_CENTER)}>
                {t.addCostCenter}
              </Button>
            )}
          </Field>
          <Field>
            <TextField
              select
              fullWidth
              required
              label={t.supplier}
              value={form.supplier}
              onChange={(event) => change({ supplier: event.target.value as VpoPurchaseForm['supplier'] })}
              {...error('supplier')}
            >
              {suppliers.map((option) => (
                <MenuItem key={option.kind} value={option.kind}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          </Field>
          <Field>
            <TextField
              fullWidth
              type="date"
              required
              label={t.expiration}
              value={form.expiration_date}
              onChange={(event) => change({ expiration_date: event.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today(), max: maxExpiration } }}
              {...error('expiration_date')}
            />
          </Field>
          <Field>
            <TextField
              fullWidth
              label={t.originDocument}
              value={maskCpfCnpj(form.origin_document)}
              onChange={(event) => change({ origin_document: maskCpfCnpj(event.target.value) })}
              {...error('origin_document')}
            />
          </Field>
          <Field>
            <TextField
              fullWidth
              label={t.destinationDocument}
              value={maskCpfCnpj(form.destination_document)}
              onChange={(event) => change({ destination_document: maskCpfCnpj(event.target.value) })}
              {...error('destination_document')}
            />
          </Field>
          <Field>
            <Autocomplete
              freeSolo
              options={KNOWN_OPERATION_TYPES}
              inputValue={form.operation_type}
              onInputChange={(_, value) => {
                setForm((current) => withOperationType(current, value, lastWaypoint));
                setErrors(({ operation_type: _type, destination_document: _document, ...rest }) => rest);
              }}
              renderInput={(params) => (
                <TextField {...params} label={t.operationType} {...error('operation_type')} />
              )}
            />
          </Field>
          <Field>
            <TextField
              select
              fullWidth
              label={t.transportTaker}
              value={form.transport_taker}
              onChange={(event) =>
                change({ transport_taker: event.target.value as VpoPurchaseForm['transport_taker'] })
              }
              {...error('transport_taker')}
            >
              <MenuItem value="CIF">CIF</MenuItem>
              <MenuItem value="FOB">FOB</MenuItem>
            </TextField>
          </Field>
          <Field>
            <TextField
              fullWidth
              label={t.code}
              value={form.code}
              onChange={(event) => change({ code: event.target.value })}
              {...error('code')}
            />
          </Field>
          <Field>
            <TextField
              select
              fullWidth
              label={t.suspendedAxles}
              value={String(form.suspended_axles)}
              onChange={(event) => change({ suspended_axles: Number(event.target.value) })}
              {...error('suspended_axles')}
              helperText={errors.suspended_axles || t.suspendedAxlesHelp}
            >
              {Array.from({ length: MAX_SUSPENDED_AXLES + 1 }, (_, axles) => (
                <MenuItem key={axles} value={String(axles)}>
                  {axles}
                </MenuItem>
              ))}
            </TextField>
          </Field>
          <Grid size={12}>
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={t.remarks}
              value={form.remarks}
              onChange={(event) => change({ remarks: event.target.value })}
              {...error('remarks')}
            />
          </Grid>
        </Grid>
        {supplierNotice && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="vpo-supplier-notice">
            {supplierNotice}
          </Alert>
        )}
      </Paper>

      <Paper sx={{ p: 2 }} component="section" aria-labelledby="vpo-quote-title">
        <Typography id="vpo-quote-title" variant="h6" component="h2" gutterBottom>
          {t.quote}
        </Typography>
        {quote.status === 'idle' && <Typography color="text.secondary">{t.choosePlate}</Typography>}
        {quote.status === 'loading' && <LinearProgress aria-label={t.quoting} />}
        {quote.status === 'failed' && (
          <Alert severity="error" role="alert">
            {quote.message}
          </Alert>
        )}
        {quoted && <VpoQuoteTable quote={quoted} />}
      </Paper>

      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => setClearing(true)}
          disabled={purchase.buying}
        >
          {t.clear}
        </Button>
        <Button variant="contained" onClick={buy} disabled={!mayBuy}>
          {purchase.buying ? t.buying : t.buy}
        </Button>
      </Stack>

      <ClearFieldsDialog open={clearing} onClose={() => setClearing(false)} onConfirm={restart} />
      <MessageDialog message={purchase.message} onClose={purchase.dismiss} />
    </Stack>
  );
}
