import {
  BUILTIN_SUPPLIER_NOTICE,
  formatDate,
  formatDateTime,
  formatDistance,
  formatKmMarker,
  formatVpoValue,
  maskCpfCnpj,
  VEHICLE_CATEGORY_LABELS,
  VPO_STATUS_LABELS,
  VPO_SUPPLIER_LABELS,
} from '@freight/core';
import type { Vpo } from '@freight/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { SimpleTable } from './SimpleTable.tsx';
import { labelOf } from './vpo-fields.tsx';

/** What an empty or unknown detail reads. */
export const NONE = '—';

/** Who made a history step when no user did. */
export const SYSTEM_USER = 'Sistema';

/** Between two addresses of the route. */
const WAYPOINT_SEPARATOR = ' → ';

const text = (value: string | null | undefined): string => (value == null || value === '' ? NONE : value);
const documentText = (value: string | null | undefined): string => text(value ? maskCpfCnpj(value) : value);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Label and value pairs, two columns on a wide screen. */
function Details({ items }: { items: ReadonlyArray<readonly [label: string, value: string]> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'max-content 1fr max-content 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dt': { fontWeight: 600 },
        '& dd': { m: 0 },
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** The supplier exchanges, each collapsed: operation, outcome, duration; the texts in a monospace block. */
function Exchanges({ exchanges }: { exchanges: NonNullable<Vpo['exchanges']> }) {
  if (exchanges.length === 0) return <Typography variant="body2">Nenhuma troca com o fornecedor.</Typography>;
  const block = {
    fontFamily: 'monospace',
    fontSize: '0.8rem',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
    bgcolor: 'action.hover',
    p: 1,
    m: 0,
  } as const;
  return (
    <div>
      {exchanges.map((exchange, index) => (
        <Box component="details" key={index} sx={{ mb: 1 }}>
          <summary>
            {exchange.operation} — {exchange.outcome} — {exchange.duration_ms} ms —{' '}
            {formatDateTime(exchange.at)}
          </summary>
          <Typography variant="subtitle2">Requisição</Typography>
          <Box component="pre" sx={block}>
            {exchange.request}
          </Box>
          <Typography variant="subtitle2">Resposta</Typography>
          <Box component="pre" sx={block}>
            {exchange.response ?? NONE}
          </Box>
        </Box>
      ))}
    </div>
  );
}

/**
 * Everything of one VPO purchase (`GET /api/vpo/{id}`): the built-in notice for a 'Pagamento próprio'
 * purchase, parties, vehicle, route, settings, supplier, identifiers, values, plazas, status history and
 * the supplier exchanges. A value not known reads 'Valor desconhecido'; an empty detail '—'.
 */
export function VpoDetails() {
  const vpo = useRecordContext() as Vpo | undefined;
  if (!vpo) return null;
  const { vehicle } = vpo;
  return (
    <Box sx={{ p: 2 }}>
      {vpo.supplier === 'builtin' ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="builtin-notice">
          {BUILTIN_SUPPLIER_NOTICE}
        </Alert>
      ) : null}
      <Section title="Situação">
        <Details
          items={[
            ['Situação', labelOf(VPO_STATUS_LABELS, vpo.status)],
            ['Mensagem', text(vpo.status_message)],
            ['Data da compra', formatDateTime(vpo.created_at)],
            ['Comprado por', text(vpo.created_by)],
            ['Emitido em', vpo.issued_at ? formatDateTime(vpo.issued_at) : NONE],
            ['Cancelado em', vpo.cancelled_at ? formatDateTime(vpo.cancelled_at) : NONE],
            ['Motivo do cancelamento', text(vpo.cancel_reason)],
          ]}
        />
      </Section>
      <Section title="Partes">
        <Details
          items={[
            ['Empresa', vpo.company_name],
            ['CNPJ da empresa', documentText(vpo.company_cnpj)],
            ['Embarcador', text(vpo.shipper_name)],
            ['Documento do embarcador', documentText(vpo.shipper_document)],
            ['Centro de custo', text(vpo.cost_center_name)],
          ]}
        />
      </Section>
      <Section title="Veículo">
        <Details
          items={[
            ['Placa', vehicle.plate],
            ['Categoria', labelOf(VEHICLE_CATEGORY_LABELS, vehicle.category)],
            ['Eixos', String(vehicle.axis)],
            ['Eixos suspensos', String(vehicle.suspended_axles)],
            ['Tipo rodagem', text(vehicle.rear_wheel_type)],
          ]}
        />
      </Section>
      <Section title="Rota">
        <Details
          items={[
            ['Apelido', vpo.route_slug],
            ['Pontos', text(vpo.route_waypoints.join(WAYPOINT_SEPARATOR))],
            ['Distância', formatDistance(vpo.distance_km)],
          ]}
        />
      </Section>
      <Section title="Configurações">
        <Details
          items={[
            ['Código', text(vpo.code)],
            ['Observações', text(vpo.remarks)],
            ['Tipo de operação', text(vpo.operation_type)],
            ['Tomador do transporte', vpo.transport_taker],
            ['CPF/CNPJ de origem', documentText(vpo.origin_document)],
            ['CPF/CNPJ de destino', documentText(vpo.destination_document)],
            ['Validade', formatDate(vpo.expiration_date)],
          ]}
        />
      </Section>
      <Section title="Fornecedor">
        <Details
          items={[
            ['Fornecedor', labelOf(VPO_SUPPLIER_LABELS, vpo.supplier)],
            ['Operadora da tag', text(vpo.tag_operator)],
          ]}
        />
      </Section>
      <Section title="Identificadores">
        <Details
          items={[
            ['Número da viagem', text(vpo.trip_number)],
            ['Recibo', text(vpo.receipt_number)],
            ['Id da compra', text(vpo.purchase_id)],
            ['Id do VPO na ANTT', text(vpo.antt_vpo_id)],
            ['Referência do cliente', text(vpo.client_reference)],
          ]}
        />
      </Section>
      <Section title="Valores">
        <Details
          items={[
            ['Valor cotado', formatVpoValue(vpo.quoted_value)],
            ['Valor comprado', formatVpoValue(vpo.purchased_value)],
            ['Tarifas de', formatDate(vpo.priced_on)],
          ]}
        />
      </Section>
      <Section title="Praças">
        <SimpleTable
          label="Praças"
          headers={['Praça', 'Rodovia', 'Km', 'Sentido', 'UF', 'Tarifa']}
          rows={vpo.lines.map((line) => [
            line.name,
            text(line.road),
            line.km === null ? NONE : formatKmMarker(line.km),
            text(line.direction),
            text(line.uf),
            formatVpoValue(line.fare),
          ])}
          empty="Nenhuma praça."
        />
      </Section>
      <Section title="Histórico">
        <SimpleTable
          label="Histórico"
          headers={['Situação', 'Data', 'Usuário', 'Observação']}
          rows={(vpo.history ?? []).map((event) => [
            labelOf(VPO_STATUS_LABELS, event.status),
            formatDateTime(event.at),
            event.user_name ?? SYSTEM_USER,
            text(event.note),
          ])}
          empty="Nenhum registro."
        />
      </Section>
      <Section title="Trocas com o fornecedor">
        <Exchanges exchanges={vpo.exchanges ?? []} />
      </Section>
    </Box>
  );
}
