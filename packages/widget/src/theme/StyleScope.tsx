import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPlannerTheme } from './create-planner-theme.ts';
import { HOST_STYLES } from './host-styles.ts';

/** Key of the planner's emotion cache: class names read `frp-…`. */
export const EMOTION_CACHE_KEY = 'frp';

interface Scope {
  cache: EmotionCache | null;
  portalContainer: HTMLElement | undefined;
}

/** Props of {@link StyleScope}. */
export interface StyleScopeProps {
  /** Primary colour of the theme. */
  primaryColor?: string | null;
  children: ReactNode;
}

/**
 * Gives the planner its styles. Inside a shadow root, emotion writes its `<style>` tags into the shadow
 * root (not `document.head`) and MUI pop-ups render into a node inside it, so no style leaks in or out.
 * Outside a shadow root (the React component in a host app) emotion's default cache and MUI's
 * defaults are used. Children render once the scope is known.
 */
export function StyleScope({ primaryColor, children }: StyleScopeProps) {
  const stylesRef = useRef<HTMLDivElement>(null);
  const portalRef = useRef<HTMLDivElement>(null);
  const [scope, setScope] = useState<Scope | null>(null);

  useLayoutEffect(() => {
    const styles = stylesRef.current;
    const inShadowRoot = styles?.getRootNode() instanceof ShadowRoot;
    setScope({
      cache: styles && inShadowRoot ? createCache({ key: EMOTION_CACHE_KEY, container: styles }) : null,
      portalContainer: inShadowRoot ? (portalRef.current ?? undefined) : undefined,
    });
  }, []);

  const portalContainer = scope?.portalContainer;
  const theme = useMemo(
    () => createPlannerTheme({ primaryColor, portalContainer }),
    [primaryColor, portalContainer],
  );
  const themed = scope && <ThemeProvider theme={theme}>{children}</ThemeProvider>;

  return (
    <>
      {scope?.cache && <style>{HOST_STYLES}</style>}
      <div ref={stylesRef} data-planner-styles="" style={{ display: 'none' }} />
      {scope?.cache ? <CacheProvider value={scope.cache}>{themed}</CacheProvider> : themed}
      <div ref={portalRef} data-planner-portal="" />
    </>
  );
}
