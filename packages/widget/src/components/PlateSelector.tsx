import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { MESSAGES } from '../messages.ts';
import { Hint } from './Hint.tsx';
import { usePlannerActions } from './PlannerActions.tsx';
import { PlateField } from './PlateField.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { PlateTagChoice } from './PlateTagChoice.tsx';

/**
 * The plate of the vehicle selector (view or manual mode): 'Placa' over the user's plates, loaded once
 * it shows, and the chosen plate's tags. Beside it 'Adicionar placa' when the page offers the dialog
 * (the app) and the user has plate-create (SPEC §2). Needs a `PlannerStoresProvider`.
 */
export function PlateSelector() {
  const { vehicle: store, plates: platesStore } = usePlannerStores();
  const vehicle = useStore(store.$vehicle);
  const plateText = useStore(store.$plateText);
  const plateError = useStore(store.$plateError);
  const plates = useStore(platesStore.$plates);
  const selected = useStore(platesStore.$selected);
  const loading = useStore(platesStore.$loading);
  const canSelectTag = useStore(platesStore.$canSelectTag);
  const canAdd = useStore(platesStore.$canAdd);
  const { onAddPlate } = usePlannerActions();
  useEffect(() => platesStore.start(), [platesStore]);

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PlateField
            value={plateText}
            plates={plates}
            selected={selected}
            loading={loading}
            error={plateError}
            onChange={store.setPlateText}
            onChoose={platesStore.choose}
          />
        </Box>
        {onAddPlate && canAdd ? (
          <Hint title={MESSAGES.addPlate}>
            <IconButton aria-label={MESSAGES.addPlate} onClick={onAddPlate} sx={{ mt: 0.25 }}>
              <AddIcon />
            </IconButton>
          </Hint>
        ) : null}
      </Box>
      <PlateTagChoice
        loading={vehicle.loadingTags}
        tags={vehicle.tags}
        tag={vehicle.tag}
        canSelect={canSelectTag}
        onChoose={store.chooseTag}
      />
    </>
  );
}
