/** The browser address as the app uses it outside the router (tests pass a fake). */
export interface AppLocation {
  /** The address fragment at start (`#embedded=1`, `#sso_token=…`). */
  readonly hash: string;
  /** Leaves the app for `url` (the server's single sign-on calls). */
  assign(url: string): void;
  /** Drops the fragment from the address without a navigation or a history entry. */
  clearHash(): void;
}

/** The browser's own address. */
export function browserLocation(): AppLocation {
  return {
    hash: window.location.hash,
    assign: (url) => window.location.assign(url),
    clearHash: () => {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    },
  };
}

/** An address that never leaves (no fragment): the default of the services, for tests that need none. */
export const STAY: AppLocation = { hash: '', assign: () => {}, clearHash: () => {} };
