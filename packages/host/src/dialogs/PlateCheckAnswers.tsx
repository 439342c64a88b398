import {
  formatDateTime,
  PLATE_CHECK_PROVIDER_LABELS,
  PLATE_CHECK_PROVIDERS,
  plateCheckAnswerLabel,
} from '@freight/core';
import type { PlateCheckAnswer } from '@freight/core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../messages.ts';

const t = MESSAGES.checkPlateDialog;

/**
 * One check's result: the plate and when, then a row per provider (core's order and labels) with 'Sim',
 * 'Não' or 'Sem resposta' (a provider that did not answer) and the provider's message.
 */
export function PlateCheckAnswers({
  plate,
  checkedAt,
  answers,
}: {
  plate: string;
  checkedAt: string | null;
  answers: readonly PlateCheckAnswer[];
}) {
  const when = checkedAt === null ? '' : formatDateTime(checkedAt);
  return (
    <>
      <Typography variant="subtitle1" data-testid="plate-check-of" sx={{ mt: 2 }}>
        {when === '' ? `${t.plate} ${plate}` : t.checkedAt(plate, when)}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t.provider}</TableCell>
            <TableCell>{t.tag}</TableCell>
            <TableCell>{t.message}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {PLATE_CHECK_PROVIDERS.map((provider) => {
            const answer = answers.find((candidate) => candidate.provider === provider);
            return (
              <TableRow key={provider}>
                <TableCell component="th" scope="row">
                  {PLATE_CHECK_PROVIDER_LABELS[provider]}
                </TableCell>
                <TableCell>{plateCheckAnswerLabel(answer)}</TableCell>
                <TableCell>{answer?.message ?? ''}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
