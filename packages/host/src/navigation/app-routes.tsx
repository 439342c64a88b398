import { APP_ROUTES } from '@freight/core';
import type { AppLayout, AppRoute } from '@freight/core';
import LinearProgress from '@mui/material/LinearProgress';
import type { ComponentType } from 'react';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { AuthLayout } from '../layouts/AuthLayout.tsx';
import { CleanLayout } from '../layouts/CleanLayout.tsx';
import { MainLayout } from '../layouts/MainLayout.tsx';
import { RootLayout } from '../layouts/RootLayout.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RequireLogin } from './RequireLogin.tsx';

/** What a route of the table carries for the layouts: its name. */
export interface RouteHandle {
  readonly name: string;
}

function pageRoute(route: AppRoute, pages: Readonly<Record<string, ComponentType>>): RouteObject {
  const Page = Object.hasOwn(pages, route.name) ? pages[route.name] : undefined;
  const handle: RouteHandle = { name: route.name };
  return {
    path: route.path,
    handle,
    element: Page ? (
      <Suspense fallback={<LinearProgress aria-label="Carregando" />}>
        <Page />
      </Suspense>
    ) : (
      <NotFoundPage />
    ),
  };
}

const inLayout = (layout: AppLayout, pages: Readonly<Record<string, ComponentType>>) =>
  APP_ROUTES.filter((route) => route.layout === layout).map((route) => pageRoute(route, pages));

/**
 * The router's routes: every page of core's route table in its layout (main and clean behind the
 * login guard), the pages of `pages` drawn, the others and any unknown path the not-found page.
 */
export function appRoutes(pages: Readonly<Record<string, ComponentType>>): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: (
            <RequireLogin>
              <MainLayout />
            </RequireLogin>
          ),
          children: inLayout('main', pages),
        },
        { element: <AuthLayout />, children: inLayout('auth', pages) },
        {
          element: (
            <RequireLogin>
              <CleanLayout />
            </RequireLogin>
          ),
          children: inLayout('clean', pages),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
