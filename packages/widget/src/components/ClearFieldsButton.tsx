import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { MESSAGES } from '../messages.ts';
import { ClearFieldsDialog } from './ClearFieldsDialog.tsx';
import { Hint } from './Hint.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

/** The clear-fields button and its confirmation; on confirm the fields reset (SPEC §4 Clear fields). */
export function ClearFieldsButton() {
  const stores = usePlannerStores();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Hint title={MESSAGES.clearFields}>
        <IconButton aria-label={MESSAGES.clearFields} onClick={() => setOpen(true)}>
          <DeleteSweepIcon />
        </IconButton>
      </Hint>
      <ClearFieldsDialog
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          stores.clearFields();
        }}
      />
    </>
  );
}
