import {
  SHARE_COPIED_LABEL,
  SHARE_EMBED_TAB_LABEL,
  SHARE_LINK_LOADING_LABEL,
  SHARE_LINK_TAB_LABEL,
} from '@freight/core';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { MESSAGES } from '../messages.ts';
import type { ShareState, ShareTab } from '../stores/share-store.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { TabBar, tabId } from './TabBar.tsx';
import type { TabBarTab } from './TabBar.tsx';
import { Notice } from './Notice.tsx';
import { PlannerDialog } from './PlannerDialog.tsx';

/** Width of the share dialog (SPEC §2: 600 px, at most 80vw). */
export const SHARE_DIALOG_WIDTH = 600;

const SHARE_TABS = [
  { value: 'link', label: SHARE_LINK_TAB_LABEL },
  { value: 'embed', label: SHARE_EMBED_TAB_LABEL },
] as const satisfies readonly TabBarTab<ShareTab>[];

function hintOf(state: ShareState, tab: ShareTab, hint: string): string {
  if (state.copied === tab) return SHARE_COPIED_LABEL;
  if (state.copyFailed === tab) return MESSAGES.copyFailed;
  return hint;
}

/**
 * The share dialog (SPEC §2 Share dialog): 600 px wide (at most 80vw), tabs 'Compartilhar Rota' (the
 * short link, 'Gerando link...' while it is made, 'Erro ao compartilhar a rota!' without one) and
 * 'Incorporar Mapa' (the 600×450 iframe code with the encrypted route); 'Copiar' on each tab turns its
 * hint into 'Copiado!'. Its state is the share store's.
 */
export function ShareRouteDialog() {
  const { share } = usePlannerStores();
  const state = useStore(share.$share);
  const titleId = useId();
  const panelId = `${titleId}-panel`;
  const onLinkTab = state.tab === 'link';
  const linkText = state.status === 'loading' ? SHARE_LINK_LOADING_LABEL : (state.link ?? '');
  return (
    <PlannerDialog
      open={state.open}
      onClose={share.close}
      aria-labelledby={titleId}
      data-testid="share-dialog"
      paperSx={{ width: SHARE_DIALOG_WIDTH, maxWidth: '80vw' }}
    >
      <TabBar id={titleId} tabs={SHARE_TABS} value={state.tab} panelId={panelId} onChange={share.selectTab} />
      <DialogContent id={panelId} role="tabpanel" aria-labelledby={tabId(titleId, state.tab)}>
        {onLinkTab ? (
          <Stack spacing={1} sx={{ pt: 1 }} data-testid="share-link-tab">
            {state.error ? (
              <Notice severity="error" data-testid="share-error">
                {state.error}
              </Notice>
            ) : (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  label={MESSAGES.shareLinkLabel}
                  value={linkText}
                  helperText={hintOf(state, 'link', MESSAGES.shareLinkHint)}
                  slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-link' } }}
                  size="small"
                  fullWidth
                />
                <Button
                  variant="contained"
                  onClick={() => void share.copy('link')}
                  disabled={state.status !== 'ready'}
                >
                  {MESSAGES.copy}
                </Button>
              </Stack>
            )}
          </Stack>
        ) : (
          <Stack spacing={1} sx={{ pt: 1 }} data-testid="share-embed-tab">
            <TextField
              label={MESSAGES.embedCodeLabel}
              value={state.embedCode}
              helperText={hintOf(state, 'embed', MESSAGES.embedCodeHint)}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-embed-code' } }}
              multiline
              minRows={3}
              fullWidth
            />
            <Button
              variant="contained"
              onClick={() => void share.copy('embed')}
              sx={{ alignSelf: 'flex-end' }}
            >
              {MESSAGES.copy}
            </Button>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={share.close}>{MESSAGES.close}</Button>
      </DialogActions>
    </PlannerDialog>
  );
}
