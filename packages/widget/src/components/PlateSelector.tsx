import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { PlateField } from './PlateField.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { PlateTagChoice } from './PlateTagChoice.tsx';

/**
 * The plate of the vehicle selector (view or manual mode): 'Placa' over the user's plates, loaded once
 * it shows, and the chosen plate's tags. Needs a `PlannerStoresProvider`.
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
  useEffect(() => platesStore.start(), [platesStore]);

  return (
    <>
      <PlateField
        value={plateText}
        plates={plates}
        selected={selected}
        loading={loading}
        error={plateError}
        onChange={store.setPlateText}
        onChoose={platesStore.choose}
      />
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
