import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, PointerEvent, ReactElement } from 'react';
import { keepPlaced, placeFixed } from './floating.ts';
import type { Size, ViewportPoint } from './floating.ts';

/** Delay before a hovered element shows its hint, as MUI's Tooltip (ms). */
export const HINT_ENTER_DELAY_MS = 100;

/** Gap between the element and its bubble (px). */
const GAP = 8;

/** Closest the bubble comes to the edges of the viewport (px). */
const EDGE = 4;

/** Side of the element where a {@link Hint} prefers its bubble. */
export type HintPlacement = 'top' | 'bottom';

/** Props of {@link Hint}. */
export interface HintProps {
  /** Text of the bubble. */
  title: string;
  /** Preferred side of the bubble; it flips when that side lacks room. Default 'bottom'. */
  placement?: HintPlacement;
  /** Wrap the element in a block (a full-width element) instead of an inline flex box. Default false. */
  block?: boolean;
  /** The described element; it keeps its own accessible name (aria-label). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

const Bubble = styled('span')(({ theme }) => ({
  // Overrides the user-agent styles of [popover]: the bubble is placed by `placeBubble`.
  position: 'fixed',
  inset: 'auto',
  margin: 0,
  border: 0,
  overflow: 'visible',
  zIndex: theme.zIndex.tooltip,
  padding: '4px 8px',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: alpha(theme.palette.grey[700], 0.92),
  color: theme.palette.common.white,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(11),
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
}));

/**
 * Where the bubble's corner goes: centred above or below `anchor` (viewport coordinates), flipped when the
 * preferred side lacks room and kept inside the viewport.
 */
function bubbleCorner(anchor: DOMRect, placement: HintPlacement, size: Size, viewport: Size): ViewportPoint {
  const fitsAbove = anchor.top - GAP - size.height >= EDGE;
  const fitsBelow = anchor.bottom + GAP + size.height <= viewport.height - EDGE;
  const above = placement === 'top' ? fitsAbove || !fitsBelow : fitsAbove && !fitsBelow;
  const centred = anchor.left + anchor.width / 2 - size.width / 2;
  return {
    top: above ? anchor.top - GAP - size.height : anchor.bottom + GAP,
    left: Math.max(EDGE, Math.min(centred, viewport.width - EDGE - size.width)),
  };
}

/**
 * A light tooltip: a dark bubble (`role="tooltip"`) with `title`, shown after a short hover
 * ({@link HINT_ENTER_DELAY_MS}) or at once on keyboard focus of `children`, hidden on leave, blur or
 * Escape. While shown, the element is `aria-describedby` the bubble. The bubble is fixed and, where the
 * browser has the Popover API, in the top layer, so no scrolling panel or dialog clips it; it works in
 * a shadow root.
 *
 * @example <Hint title="Limpar campos"><IconButton aria-label="Limpar campos">…</IconButton></Hint>
 */
export function Hint({ title, placement = 'bottom', block = false, children }: HintProps) {
  const id = useId();
  const wrapperRef = useRef<HTMLElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [open, setOpen] = useState(false);

  const cancelDelay = (): void => clearTimeout(timer.current);
  const show = (): void => {
    cancelDelay();
    setOpen(true);
  };
  const hide = (): void => {
    cancelDelay();
    setOpen(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    const bubble = bubbleRef.current;
    if (!open || !wrapper || !bubble) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        clearTimeout(timer.current);
        setOpen(false);
      }
    };
    const doc = wrapper.ownerDocument;
    doc.addEventListener('keydown', onKeyDown);
    const stopPlacing = keepPlaced(bubble, () => {
      const anchor = (wrapper.firstElementChild ?? wrapper).getBoundingClientRect();
      placeFixed(bubble, (size, viewport) => bubbleCorner(anchor, placement, size, viewport));
    });
    return () => {
      stopPlacing();
      doc.removeEventListener('keydown', onKeyDown);
    };
  }, [open, placement, title]);

  const onPointerEnter = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    cancelDelay();
    timer.current = setTimeout(() => setOpen(true), HINT_ENTER_DELAY_MS);
  };
  const onFocus = (event: FocusEvent): void => {
    if (event.target.matches(':focus-visible')) show();
  };

  return (
    <Box
      ref={wrapperRef}
      component={block ? 'div' : 'span'}
      onPointerEnter={onPointerEnter}
      onPointerLeave={hide}
      onFocus={onFocus}
      onBlur={hide}
      sx={{ display: block ? 'block' : 'inline-flex' }}
    >
      {cloneElement(children, open ? { 'aria-describedby': id } : undefined)}
      {open && (
        <Bubble ref={bubbleRef} id={id} role="tooltip" popover="manual">
          {title}
        </Bubble>
      )}
    </Box>
  );
}
