import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { keepPlaced, placeFixed } from './floating.ts';
import type { Size, ViewportPoint } from './floating.ts';
import { PopupMenuContext } from './popup-menu-context.ts';
import type { PopupMenuContextValue } from './popup-menu-context.ts';

/** Closest the menu comes to the edges of the viewport (px). */
const EDGE = 8;

/** A point of the viewport (px), as `clientY` / `clientX` of a mouse event. */
export type PopupMenuPoint = ViewportPoint;

/**
 * Where a {@link PopupMenu} opens next to its anchor: under it ('bottom-start', left edges aligned),
 * or beside it ('left-start' / 'right-start', top edges aligned). It flips when that side lacks room.
 */
export type PopupMenuPlacement = 'bottom-start' | 'left-start' | 'right-start';

/** Props of {@link PopupMenu}. */
export interface PopupMenuProps {
  open: boolean;
  /** Asks to close: Escape, Tab, a pointer pressed outside, or an item done. */
  onClose(): void;
  /** Opens with its top-left corner at this point (a right click); unused when `anchorEl` is set. */
  position?: PopupMenuPoint | null;
  /** Opens next to this element (the button that opened it), which gets the focus back on close. */
  anchorEl?: HTMLElement | null;
  /** Side of `anchorEl` where the menu opens. Default 'bottom-start'. */
  placement?: PopupMenuPlacement;
  /** Width of the menu (px); by default as wide as its longest item. */
  width?: number;
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
  /** {@link PopupMenuItem}s. */
  children: ReactNode;
}

const MenuPaper = styled(Paper)(({ theme }) => ({
  // Overrides the user-agent styles of [popover]: the menu is placed by `placeMenu`.
  position: 'fixed',
  inset: 'auto',
  margin: 0,
  border: 0,
  padding: 0,
  zIndex: theme.zIndex.modal,
  minWidth: 16,
  maxWidth: `calc(100vw - ${2 * EDGE}px)`,
  maxHeight: `calc(100vh - ${2 * EDGE}px)`,
  overflowX: 'hidden',
  overflowY: 'auto',
  outline: 0,
}));

const MenuList = styled('ul')({
  listStyle: 'none',
  margin: 0,
  padding: '8px 0',
  outline: 0,
});

/** The top-left corner of a `size` menu at `target` (a point or an anchor's rect), inside `viewport`. */
function menuCorner(
  target: PopupMenuPoint | DOMRect,
  placement: PopupMenuPlacement,
  size: Size,
  viewport: Size,
): PopupMenuPoint {
  const { width, height } = size;
  const fitsRight = (left: number) => left + width <= viewport.width - EDGE;
  const fitsDown = (top: number) => top + height <= viewport.height - EDGE;
  let { top, left } = target;
  if (!('bottom' in target)) {
    // At a point, like the browser's own context menu: flipped to the other side when cut off.
    if (!fitsRight(left) && left - width >= EDGE) left -= width;
    if (!fitsDown(top) && top - height >= EDGE) top -= height;
  } else if (placement === 'bottom-start') {
    top = target.bottom;
    if (!fitsDown(top) && target.top - height >= EDGE) top = target.top - height;
  } else if (placement === 'left-start') {
    left = target.left - width;
    if (left < EDGE && fitsRight(target.right)) left = target.right;
  } else {
    left = target.right;
    if (!fitsRight(left) && target.left - width >= EDGE) left = target.left - width;
  }
  return {
    top: Math.max(EDGE, Math.min(top, viewport.height - EDGE - height)),
    left: Math.max(EDGE, Math.min(left, viewport.width - EDGE - width)),
  };
}

/** The focused element, looked for inside shadow roots; `null` when it is the body. */
function focusedElement(doc: Document): HTMLElement | null {
  let focused = doc.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused instanceof HTMLElement && focused !== doc.body ? focused : null;
}

/** Gives the focus back to `opener`, when there is one still on the page. */
function refocus(opener: HTMLElement | null): void {
  if (opener?.isConnected) opener.focus({ preventScroll: true });
}

/** The items of `list` that may take the focus (not `aria-disabled`), in order. */
function enabledItems(list: HTMLElement): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('[role^="menuitem"]')].filter(
    (item) => item.getAttribute('aria-disabled') !== 'true',
  );
}

/** Index of the item a key moves the focus to from `current` (-1: none) among `count`, or null. */
function movedTo(key: string, current: number, count: number): number | null {
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return current <= 0 ? count - 1 : current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A light pop-up menu (`role="menu"` list of {@link PopupMenuItem}s on an elevated paper), rendered in
 * place, so it stays inside the planner's shadow root and its styles. It is fixed at `position` (a
 * right click) or next to `anchorEl`, kept inside the viewport, and where the browser has the Popover
 * API in the top layer, above the map and every panel (else at the modal z-index).
 *
 * On open the first enabled item takes the focus; ArrowDown / ArrowUp (wrapping), Home and End move it
 * among the enabled items; Enter or Space activates the focused item. Escape and Tab close and give
 * the focus back to the opener (`anchorEl`, else what had the focus before). A pointer pressed outside
 * the menu and its anchor closes it; an item acts, then the menu closes.
 *
 * @example
 * <PopupMenu open={menu !== null} onClose={close} position={menu} width={140}>
 *   <PopupMenuItem onClick={() => centerOn(menu.position)}>Centralizar mapa</PopupMenuItem>
 * </PopupMenu>
 */
export function PopupMenu({
  open,
  onClose,
  position,
  anchorEl,
  placement = 'bottom-start',
  width,
  id,
  'aria-label': ariaLabel,
  'data-testid': testId,
  children,
}: PopupMenuProps) {
  const paperRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  const context = useMemo<PopupMenuContextValue>(
    () => ({
      activate(action) {
        action();
        refocus(openerRef.current);
        onCloseRef.current();
      },
    }),
    [],
  );

  const top = position?.top;
  const left = position?.left;
  useLayoutEffect(() => {
    const paper = paperRef.current;
    if (!open || !paper) return;
    return keepPlaced(paper, () => {
      const target = anchorEl?.getBoundingClientRect() ?? { top: top ?? 0, left: left ?? 0 };
      placeFixed(paper, (size, viewport) => menuCorner(target, placement, size, viewport));
    });
  }, [open, anchorEl, top, left, placement]);

  useLayoutEffect(() => {
    const paper = paperRef.current;
    const list = listRef.current;
    if (!open || !paper || !list) return;
    const focused = focusedElement(paper.ownerDocument);
    openerRef.current = anchorEl ?? (focused && !paper.contains(focused) ? focused : null);
    enabledItems(list)[0]?.focus({ preventScroll: true });
  }, [open, anchorEl]);

  useEffect(() => {
    const paper = paperRef.current;
    if (!open || !paper) return;
    const doc = paper.ownerDocument;
    const onPointerDown = (event: PointerEvent): void => {
      const path = event.composedPath();
      if (path.includes(paper) || (anchorEl && path.includes(anchorEl))) return;
      onCloseRef.current();
    };
    doc.addEventListener('pointerdown', onPointerDown, true);
    return () => doc.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, anchorEl]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      refocus(openerRef.current);
      onClose();
      return;
    }
    const items = enabledItems(event.currentTarget);
    if (items.length === 0) return;
    const current = items.findIndex((item) => item === event.target);
    const next = movedTo(event.key, current, items.length);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };

  if (!open) return null;
  return (
    <MenuPaper ref={paperRef} elevation={8} popover="manual" data-testid={testId} sx={{ width }}>
      <MenuList ref={listRef} id={id} role="menu" aria-label={ariaLabel} onKeyDown={onKeyDown}>
        <PopupMenuContext.Provider value={context}>{children}</PopupMenuContext.Provider>
      </MenuList>
    </MenuPaper>
  );
}
