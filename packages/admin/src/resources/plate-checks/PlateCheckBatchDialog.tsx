import { invalidPlatesMessage, parsePlateListText, plateCheckBatchCreateSchema } from '@freight/core';
import type { ApiResponse, PlateCheckBatchCreate, PlateCheckRecord } from '@freight/core';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router';
import { useUserCompanies } from '../company-field.tsx';
import { showPath } from '../paths.ts';
import type { PlateCheckCalls } from './plate-check-calls.ts';
import { PLATE_CHECK_RESOURCE } from './plate-check-paths.ts';

/** Message of a failure that carried none. */
const FAILED_MESSAGE = 'Ocorreu um erro.';

/** Message of a file batch without a file. */
const NO_FILE_MESSAGE = 'Escolha o arquivo de placas.';

/** Where a batch's plates come from. */
type PlateSource = 'typed' | 'all' | 'file';

const SOURCE_LABELS: Readonly<Record<PlateSource, string>> = {
  typed: 'Placas digitadas',
  all: 'Todas as placas da empresa',
  file: 'Arquivo CSV ou XLSX',
};

/** What the form found wrong, by field. */
type Problems = Partial<Record<'description' | 'plates' | 'file' | 'form', string>>;

/** The batch's body as core's rule reads it, or the problems found. */
function batchOf(
  description: string,
  companyId: number | undefined,
  source: PlateSource,
  platesText: string,
): { body: PlateCheckBatchCreate } | { problems: Problems } {
  const problems: Problems = {};
  let plates: string[] | undefined;
  if (source === 'typed') {
    const typed = parsePlateListText(platesText);
    if (typed.invalid.length > 0) problems.plates = invalidPlatesMessage(typed.invalid);
    plates = typed.plates;
  }
  // A file's plates are read by the server: its description and company follow the same rule.
  const parsed = plateCheckBatchCreateSchema.safeParse({
    description,
    ...(companyId === undefined ? {} : { company_id: companyId }),
    ...(source === 'typed' ? { plates } : { all_company_plates: true }),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'description' ? 'description' : 'plates';
      problems[field] ??= issue.message;
    }
  }
  if (Object.keys(problems).length > 0 || !parsed.success) {
    return Object.keys(problems).length > 0 ? { problems } : { problems: { form: FAILED_MESSAGE } };
  }
  return { body: parsed.data };
}

/**
 * 'Nova consulta em lote': a dialog with 'Descrição' (required), the company for a user of
 * several, and the plates: typed (one per line, or separated by commas or spaces; core's plate rule names
 * the bad ones), every plate of the company, or a CSV/XLSX file. A refusal shows the server's message and
 * keeps what was typed; a created batch opens its record page.
 */
export function PlateCheckBatchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider() as unknown as PlateCheckCalls;
  const navigate = useNavigate();
  const companies = useUserCompanies();
  const [description, setDescription] = useState('');
  const [company, setCompany] = useState('');
  const [source, setSource] = useState<PlateSource>('typed');
  const [platesText, setPlatesText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [running, setRunning] = useState(false);

  const several = companies.length > 1;
  const chosenCompany = several ? (company === '' ? String(companies[0]?.id ?? '') : company) : '';
  const companyId = chosenCompany === '' ? undefined : Number(chosenCompany);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const batch = batchOf(description, companyId, source, platesText);
    const found: Problems = 'problems' in batch ? { ...batch.problems } : {};
    if (source === 'file' && !file) found.file = NO_FILE_MESSAGE;
    setProblems(found);
    if (Object.keys(found).length > 0 || !('body' in batch)) return;
    setRunning(true);
    let response: ApiResponse<PlateCheckRecord>;
    try {
      response =
        source === 'file' && file
          ? await dataProvider.plateCheckUploadBatch({
              file,
              description: batch.body.description,
              ...(companyId === undefined ? {} : { company_id: companyId }),
            })
          : await dataProvider.plateCheckCreateBatch(batch.body);
    } catch (error) {
      setRunning(false);
      setProblems({ form: error instanceof Error && error.message !== '' ? error.message : FAILED_MESSAGE });
      return;
    }
    setRunning(false);
    if (response.success) {
      onClose();
      void navigate(showPath(PLATE_CHECK_RESOURCE, response.data.id));
    } else {
      setProblems({ form: response.message || FAILED_MESSAGE });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="plate-check-batch-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="plate-check-batch-title">Nova consulta em lote</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problems.form ? <Alert severity="error">{problems.form}</Alert> : null}
            <TextField
              label="Descrição"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              error={problems.description !== undefined}
              helperText={problems.description ?? ' '}
              required
              fullWidth
              autoFocus
            />
            {several ? (
              <TextField
                select
                label="Empresa"
                value={chosenCompany}
                onChange={(event) => setCompany(event.target.value)}
                fullWidth
              >
                {companies.map((choice) => (
                  <MenuItem key={choice.id} value={String(choice.id)}>
                    {choice.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <FormControl>
              <FormLabel id="plate-check-batch-source">Placas a consultar</FormLabel>
              <RadioGroup
                aria-labelledby="plate-check-batch-source"
                value={source}
                onChange={(event) => setSource(event.target.value as PlateSource)}
              >
                {(Object.keys(SOURCE_LABELS) as PlateSource[]).map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={SOURCE_LABELS[value]}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {source === 'typed' ? (
              <TextField
                label="Placas"
                value={platesText}
                onChange={(event) => setPlatesText(event.target.value)}
                error={problems.plates !== undefined}
                helperText={problems.plates ?? 'Uma placa por linha, ou separadas por vírgula ou espaço.'}
                multiline
                minRows={4}
                fullWidth
              />
            ) : null}
            {source === 'all' && problems.plates ? (
              <FormHelperText error>{problems.plates}</FormHelperText>
            ) : null}
            {source === 'file' ? (
              <FormControl error={problems.file !== undefined}>
                <input
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  aria-label="Arquivo de placas"
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
                <FormHelperText>
                  {problems.file ?? 'Uma placa por linha, ou uma coluna chamada placa.'}
                </FormHelperText>
              </FormControl>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose} disabled={running}>
            Voltar
          </MuiButton>
          <MuiButton type="submit" variant="contained" disabled={running}>
            Criar consulta
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
