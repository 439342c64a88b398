import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { copyText } from '../environment/copy-text.ts';
import { coordinatePair } from '../map/coordinate-pair.ts';
import { MESSAGES } from '../messages.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { PlannerDialog } from './PlannerDialog.tsx';

/**
 * 'Ver coordenadas' (SPEC §2 Map): the latitude and longitude of the clicked position and the pair
 * `'lat, lng'` in a read-only field with a copy button ('Copiado!' once copied).
 */
export function MapCoordinatesDialog() {
  const { map } = usePlannerStores();
  const position = useStore(map.$coordinates);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCopied(false), [position]);
  const pair = position ? coordinatePair(position) : '';
  const [lat = '', lng = ''] = pair.split(', ');
  return (
    <PlannerDialog
      open={position !== null}
      onClose={() => map.hideCoordinates()}
      data-testid="map-coordinates"
    >
      <DialogTitle>{MESSAGES.map.coordinatesTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 0.5 }}>
          <Typography variant="body2" data-coordinate="latitude">
            {MESSAGES.map.latitude}: {lat}
          </Typography>
          <Typography variant="body2" data-coordinate="longitude">
            {MESSAGES.map.longitude}: {lng}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label={MESSAGES.map.coordinatePair}
              value={pair}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'coordinate-pair' } }}
              onFocus={(event) => event.target.select()}
              helperText={copied ? MESSAGES.map.copied : ' '}
            />
            <Button
              startIcon={<ContentCopyIcon fontSize="small" />}
              onClick={() => void copyText(pair).then(setCopied)}
            >
              {MESSAGES.map.copy}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => map.hideCoordinates()}>{MESSAGES.map.close}</Button>
      </DialogActions>
    </PlannerDialog>
  );
}
