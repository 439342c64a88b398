import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';

/** A React tree rendered in an open shadow root, as the element renders the planner. */
export interface ShadowRender {
  readonly host: HTMLElement;
  readonly shadow: ShadowRoot;
  /** Unmounts and removes the host. */
  unmount(): void;
}

/** Renders `node` into the open shadow root of a new `<div>` appended to the page. */
export function renderInShadowRoot(node: ReactNode, width = 1100): ShadowRender {
  const host = document.createElement('div');
  host.style.cssText = `display:block;width:${width}px`;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const root = createRoot(shadow);
  root.render(node);
  return {
    host,
    shadow,
    unmount() {
      root.unmount();
      host.remove();
    },
  };
}
