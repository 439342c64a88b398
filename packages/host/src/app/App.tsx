import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { AppThemeProvider } from '../theme/AppThemeProvider.tsx';
import type { AppServices } from './app-services.ts';
import { AppServicesProvider } from './AppServicesContext.tsx';

/** A router over `appRoutes(...)`: the browser's in the app, a memory one in tests. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app: its services, the theme, and the router. */
export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <AppServicesProvider services={services}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </AppServicesProvider>
  );
}
