/** Flags that let Debian's Chromium run headless on a closed-network CI machine (see RECIPES). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

/** The Chromium binary: `CHROMIUM_PATH` when set, else Debian's `/usr/bin/chromium`. */
export function chromiumPath(): string {
  return process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
}
