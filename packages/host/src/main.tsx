import { safeLocalStorage } from '@freight/widget/safe-local-storage';
import { mapStyleOf, startApp } from './app/start-app.tsx';
import { PAGES } from './pages/page-registry.ts';
import { browserLocation } from './session/app-location.ts';

const container = document.getElementById('root');
if (container) {
  startApp({
    container,
    fetch: globalThis.fetch.bind(globalThis),
    storage: safeLocalStorage(),
    pages: PAGES,
    location: browserLocation(),
    mapStyle: mapStyleOf(document),
  });
}
