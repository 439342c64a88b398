import {
  formatDateTime,
  PLATE_CHECK_PROVIDER_LABELS,
  PLATE_CHECK_PROVIDERS,
  plateCheckAnswerText,
} from '@freight/core';
import type { PlateCheckItem, PlateCheckProvider } from '@freight/core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** What the page shows for one provider of one plate (core's reading), and the provider's message. */
function answerOf(item: PlateCheckItem, provider: PlateCheckProvider): { text: string; message?: string } {
  const checked = item.checked_at !== null;
  const answer = item.answers.find((candidate) => candidate.provider === provider);
  return { text: plateCheckAnswerText(answer, checked), message: checked ? answer?.message : undefined };
}

/**
 * The plates of a record: per provider 'Sim', 'Não', 'Sem resposta' (the provider did not answer: never
 * 'Não') or 'Aguardando' (not yet checked), the provider's message as the cell's title, and when the plate
 * was checked.
 */
export function PlateCheckItems({ items }: { items: readonly PlateCheckItem[] }) {
  return (
    <Table size="small" aria-label="Placas">
      <TableHead>
        <TableRow>
          <TableCell>Placa</TableCell>
          {PLATE_CHECK_PROVIDERS.map((provider) => (
            <TableCell key={provider}>{PLATE_CHECK_PROVIDER_LABELS[provider]}</TableCell>
          ))}
          <TableCell>Consultada em</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell>{item.plate}</TableCell>
            {PLATE_CHECK_PROVIDERS.map((provider) => {
              const { text, message } = answerOf(item, provider);
              return (
                <TableCell key={provider}>
                  <Typography
                    component="span"
                    variant="body2"
                    title={message}
                    color={
                      text === 'Sim' ? 'success.main' : text === 'Não' ? 'text.primary' : 'text.secondary'
                    }
                  >
                    {text}
                  </Typography>
                </TableCell>
              );
            })}
            <TableCell>{item.checked_at ? formatDateTime(item.checked_at) : ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
