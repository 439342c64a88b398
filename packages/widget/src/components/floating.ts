/** A point of the viewport (px). */
export interface ViewportPoint {
  readonly top: number;
  readonly left: number;
}

/** A width and a height (px). */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * Moves the `position: fixed` `element` so that its top-left corner is at the viewport point `corner`
 * answers for its size and the viewport's. Measuring it at (0, 0) first gives its size and the origin of
 * its containing block (the viewport, unless an ancestor creates one), so it lands right in both cases.
 */
export function placeFixed(
  element: HTMLElement,
  corner: (size: Size, viewport: Size) => ViewportPoint,
): void {
  const viewport = element.ownerDocument.documentElement;
  element.style.left = '0px';
  element.style.top = '0px';
  const origin = element.getBoundingClientRect();
  const at = corner(origin, { width: viewport.clientWidth, height: viewport.clientHeight });
  element.style.left = `${at.left - origin.left}px`;
  element.style.top = `${at.top - origin.top}px`;
}

/**
 * Keeps a pop-up `element` (`popover="manual"`, fixed) shown and placed: in the top layer where the browser
 * has the Popover API (no panel, map or dialog can cover or clip it), `place` run now and again on every
 * scroll (of its shadow root or the page), window resize and change of its own size. Answers the cleanup.
 * Shared by the tooltip (`Hint`) and the menus (`PopupMenu`) of the planner.
 */
export function keepPlaced(element: HTMLElement, place: () => void): () => void {
  if ('showPopover' in element && !element.matches(':popover-open')) element.showPopover();
  place();
  const root = element.getRootNode();
  const view = element.ownerDocument.defaultView;
  const resized = new ResizeObserver(place);
  resized.observe(element);
  root.addEventListener('scroll', place, true);
  view?.addEventListener('scroll', place, true);
  view?.addEventListener('resize', place);
  return () => {
    resized.disconnect();
    root.removeEventListener('scroll', place, true);
    view?.removeEventListener('scroll', place, true);
    view?.removeEventListener('resize', place);
  };
}
