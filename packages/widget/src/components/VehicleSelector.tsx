import { canDecrementAxis, canIncrementAxis, rearWheelOptions, VEHICLE_CATEGORIES } from '@freight/core';
import type { VehicleCategory } from '@freight/core';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { MESSAGES } from '../messages.ts';
import { AxleStepper } from './AxleStepper.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { PlateSelector } from './PlateSelector.tsx';
import { RearWheelSelect } from './RearWheelSelect.tsx';

const CATEGORY_ICONS: Readonly<Record<VehicleCategory, typeof LocalShippingIcon>> = {
  truck: LocalShippingIcon,
  auto: DirectionsCarIcon,
  bus: DirectionsBusIcon,
  motorcycle: TwoWheelerIcon,
};

/**
 * The vehicle selector: category, axles, rear wheel type and, in view or manual mode, the plate (the
 * user's plates, loaded when it shows) and the chosen plate's tags.
 */
export function VehicleSelector() {
  const { vehicle: store, config, route } = usePlannerStores();
  const vehicle = useStore(store.$vehicle);
  const viewMode = useStore(config.$viewMode);
  const showPlate = useStore(config.$showPlate);
  const submitted = useStore(route.$submitted);
  const axisError = useStore(route.$validation).vehicle['axis'];

  return (
    <Stack spacing={1.5} component="section" aria-label={MESSAGES.vehicleTitle}>
      <Typography variant="subtitle2">{MESSAGES.vehicleTitle}</Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={vehicle.category}
        disabled={viewMode}
        onChange={(_event, category: VehicleCategory | null) => {
          if (category) store.selectCategory(category);
        }}
      >
        {VEHICLE_CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          return (
            <ToggleButton key={category} value={category} aria-label={MESSAGES.categories[category]}>
              <Stack sx={{ alignItems: 'center' }}>
                <Icon fontSize="small" />
                <Typography variant="caption" sx={{ textTransform: 'none', lineHeight: 1.2 }}>
                  {MESSAGES.categories[category]}
                </Typography>
              </Stack>
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
      <AxleStepper
        axis={vehicle.axis}
        canDecrement={canDecrementAxis(vehicle)}
        canIncrement={canIncrementAxis(vehicle)}
        onDecrement={store.decrementAxis}
        onIncrement={store.incrementAxis}
        error={submitted ? axisError : undefined}
      />
      <RearWheelSelect
        value={vehicle.rearWheelType}
        options={rearWheelOptions(vehicle.category)}
        onChange={store.setRearWheelType}
      />
      {showPlate && <PlateSelector />}
    </Stack>
  );
}
