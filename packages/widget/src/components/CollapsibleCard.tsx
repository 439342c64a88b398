import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';

/** Props of {@link CollapsibleCard}. */
export interface CollapsibleCardProps {
  /** Heading of the card, also the name of its toggle button. */
  title: string;
  /** Open at first. Default false (SPEC §2: the result cards start collapsed). */
  defaultExpanded?: boolean;
  /** Remove the body from the page while collapsed, instead of hiding it. Default false. */
  unmountOnExit?: boolean;
  /** Styles of the body, after its default padding (8px 16px 16px). */
  bodySx?: SxProps<Theme>;
  'data-testid'?: string;
  children: ReactNode;
}

const Header = styled(ButtonBase)(({ theme }) => ({
  display: 'flex',
  width: '100%',
  minHeight: 48,
  gap: theme.spacing(1),
  padding: theme.spacing(0, 2),
  font: 'inherit',
  letterSpacing: 'inherit',
  textAlign: 'start',
  '&.Mui-focusVisible': { backgroundColor: theme.palette.action.focus },
}));

/**
 * An outlined card whose body opens and closes under a full-width header button: the title as an h2
 * and an expand icon that turns when open. The button carries `aria-expanded` and `aria-controls`; the
 * body is a region labelled by it, hidden (or unmounted with `unmountOnExit`) while collapsed.
 *
 * @example <CollapsibleCard title="Praças de Pedágio (2)" data-testid="toll-plazas">…</CollapsibleCard>
 */
export function CollapsibleCard({
  title,
  defaultExpanded = false,
  unmountOnExit = false,
  bodySx,
  'data-testid': testId,
  children,
}: CollapsibleCardProps) {
  const id = useId();
  const headerId = `${id}-header`;
  const bodyId = `${id}-body`;
  const [expanded, setExpanded] = useState(defaultExpanded);
  return (
    <Card variant="outlined" data-testid={testId}>
      <Typography variant="subtitle1" component="h2">
        <Header
          id={headerId}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded(!expanded)}
        >
          <Box component="span" sx={{ flexGrow: 1, my: 1.5 }}>
            {title}
          </Box>
          <ExpandMoreIcon
            sx={{
              color: 'action.active',
              transform: expanded ? 'rotate(180deg)' : 'none',
              transition: (theme) => theme.transitions.create('transform'),
            }}
          />
        </Header>
      </Typography>
      <Collapse in={expanded} unmountOnExit={unmountOnExit}>
        <Box
          id={bodyId}
          role="region"
          aria-labelledby={headerId}
          sx={[{ p: '8px 16px 16px' }, ...(Array.isArray(bodySx) ? bodySx : [bodySx])]}
        >
          {children}
        </Box>
      </Collapse>
    </Card>
  );
}
