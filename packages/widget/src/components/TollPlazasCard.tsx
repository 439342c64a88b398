import { formatKmMarker, notChargedRowTexts, tollRowTexts } from '@freight/core';
import type { TollRowTexts, TollTableEntry, WayTollTable } from '@freight/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { MESSAGES } from '../messages.ts';
import { CollapsibleCard } from './CollapsibleCard.tsx';
import { styled } from '@mui/material/styles';
import { DataTable, TableScroll } from './DataTable.tsx';
import { Notice } from './Notice.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

const COLUMNS = [
  'dealership',
  'name',
  'highway',
  'km',
  'uf',
  'fare',
  'weekendFare',
  'weekendFareDiscount',
  'tagFare',
  'tagFareDiscount',
] as const;

/** Below this width the toll table reads as one block per plaza, each value beside its column name. */
const STACKED_TABLE_MAX_WIDTH = 640;

const STACKED = `@container toll-table (max-width: ${STACKED_TABLE_MAX_WIDTH}px)`;

/**
 * The toll table's scroll box. Ten columns need about 950 px: in a narrower box (the planner's settings
 * column is 300 to 380 px) each plaza becomes a block of 'column name: value' lines, so no value is cut
 * off or hidden sideways.
 */
const TollTableScroll = styled(TableScroll)(({ theme }) => ({
  // Holds the visually hidden header: out of the page's flow, it would otherwise lengthen the page.
  position: 'relative',
  containerType: 'inline-size',
  containerName: 'toll-table',
  [STACKED]: {
    '& table, & thead, & tbody, & tr, & th, & td': { display: 'block', width: 'auto' },
    '& thead': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
    '& tbody tr': {
      padding: theme.spacing(0.75, 0),
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '& tbody td, & tbody th': { border: 0, padding: theme.spacing(0.25, 2), overflowWrap: 'anywhere' },
    '& td[data-label]': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      columnGap: theme.spacing(1),
    },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      color: theme.palette.text.secondary,
      fontWeight: theme.typography.fontWeightMedium,
    },
  },
}));

/** A cell of {@link Row}, named after its column for the stacked layout. */
function Cell({ column, children }: { column: (typeof COLUMNS)[number]; children: ReactNode }) {
  return <td data-label={MESSAGES.tollColumns[column]}>{children}</td>;
}

function Row({
  row,
  texts,
  reason,
  testId,
}: {
  row: TollTableEntry;
  texts: TollRowTexts;
  reason?: string;
  testId: string;
}) {
  return (
    <tr data-testid={testId}>
      <Cell column="dealership">{row.dealership}</Cell>
      <Cell column="name">{row.name}</Cell>
      <Cell column="highway">{row.highway}</Cell>
      <Cell column="km">{formatKmMarker(row.km)}</Cell>
      <Cell column="uf">{row.uf}</Cell>
      <Cell column="fare">
        <span>
          {texts.fare}
          {reason ? (
            <Box
              component="span"
              sx={{
                display: 'block',
                minWidth: 180,
                typography: 'caption',
                color: 'text.secondary',
                [STACKED]: { minWidth: 0 },
              }}
            >
              {reason}
            </Box>
          ) : null}
        </span>
      </Cell>
      <Cell column="weekendFare">{texts.weekendFare}</Cell>
      <Cell column="weekendFareDiscount">{texts.weekendFareDiscount}</Cell>
      <Cell column="tagFare">{texts.tagFare}</Cell>
      <Cell column="tagFareDiscount">{texts.tagFareDiscount}</Cell>
    </tr>
  );
}

/**
 * The toll table of one way: the warning about plazas left out of the totals, the charged rows
 * (`<prefix>toll-row`) and, apart under 'Não cobradas', the plazas that do not charge this vehicle
 * (`<prefix>toll-row-not-charged`).
 */
function WayTolls({ table, prefix }: { table: WayTollTable; prefix: '' | 'return-' }) {
  const empty = table.charged.length === 0 && table.notCharged.length === 0;
  return (
    <>
      {table.warning ? (
        <Notice
          severity="warning"
          role="note"
          sx={{ m: 2, mb: 1 }}
          data-testid={`toll-plazas-${prefix}fare-warning`}
        >
          {table.warning}
        </Notice>
      ) : null}
      <TollTableScroll data-testid={`${prefix}toll-table`}>
        <DataTable>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th scope="col" key={column}>
                  {MESSAGES.tollColumns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {empty ? (
              <tr>
                <td colSpan={COLUMNS.length}>{MESSAGES.noTolls}</td>
              </tr>
            ) : null}
            {table.charged.map((row, index) => (
              <Row
                key={`${index}-${row.name}`}
                row={row}
                texts={tollRowTexts(row)}
                testId={`${prefix}toll-row`}
              />
            ))}
          </tbody>
          {table.notCharged.length > 0 ? (
            <Box component="tbody" sx={{ bgcolor: 'action.hover' }}>
              <tr>
                <th scope="rowgroup" colSpan={COLUMNS.length}>
                  {MESSAGES.notChargedTitle}
                </th>
              </tr>
              {table.notCharged.map((row, index) => (
                <Row
                  key={`${index}-${row.name}`}
                  row={row}
                  texts={notChargedRowTexts()}
                  reason={table.notChargedReason}
                  testId={`${prefix}toll-row-not-charged`}
                />
              ))}
            </Box>
          ) : null}
        </DataTable>
      </TollTableScroll>
    </>
  );
}

/**
 * The 'Praças de Pedágio (n)' card (SPEC §2, §3 Toll table row), collapsed by default and shown once a
 * route is calculated: n and the rows are the plazas the selected alternative charges (no paging), '-'
 * for tag and weekend fares that do not apply, 'Tarifa indisponível' for a plaza without a fare in force
 * (with the summary's warning that the totals leave it out); then, apart under 'Não cobradas', the
 * plazas passed that do not charge this vehicle ('Não cobrado' and why). When the alternative has the way
 * back (`volta`), its own plazas follow under 'Retorno'.
 */
export function TollPlazasCard() {
  const { selection } = usePlannerStores();
  const tolls = useStore(selection.$tolls);
  const back = useStore(selection.$returnTolls);
  if (!tolls) return null;
  return (
    <CollapsibleCard
      title={MESSAGES.tollPlazasTitle(tolls.charged.length)}
      bodySx={{ p: 0 }}
      data-testid="toll-plazas"
    >
      <WayTolls table={tolls} prefix="" />
      {back ? (
        <Box component="section" data-testid="toll-plazas-return" sx={{ pt: 1 }}>
          <Typography variant="subtitle2" component="h3" sx={{ px: 2, pt: 1 }}>
            {MESSAGES.returnTrip}
          </Typography>
          <WayTolls table={back} prefix="return-" />
        </Box>
      ) : null}
    </CollapsibleCard>
  );
}
