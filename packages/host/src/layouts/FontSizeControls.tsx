import { canDecreaseFontSize, canIncreaseFontSize } from '@freight/core';
import IconButton from '@mui/material/IconButton';
import TextDecreaseIcon from '@mui/icons-material/TextDecrease';
import TextIncreaseIcon from '@mui/icons-material/TextIncrease';
import { useStore } from '@nanostores/react';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { MESSAGES } from '../messages.ts';

/** Font-size buttons (SPEC §4): initial 14, up to 20, decreasing only at 12 or more. */
export function FontSizeControls() {
  const { fontSize } = useAppServices();
  const size = useStore(fontSize.$fontSize);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={MESSAGES.topBar.decreaseFont}
        disabled={!canDecreaseFontSize(size)}
        onClick={fontSize.decrease}
      >
        <TextDecreaseIcon />
      </IconButton>
      <IconButton
        color="inherit"
        aria-label={MESSAGES.topBar.increaseFont}
        disabled={!canIncreaseFontSize(size)}
        onClick={fontSize.increase}
      >
        <TextIncreaseIcon />
      </IconButton>
    </>
  );
}
