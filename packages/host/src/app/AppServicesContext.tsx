import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { AppServices } from './app-services.ts';

const AppServicesContext = createContext<AppServices | null>(null);

/** Gives the pages the app's services. */
export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

/** The app's services; throws outside {@link AppServicesProvider}. */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices outside AppServicesProvider');
  return services;
}
