import { SHARE_ERROR_MESSAGE } from '@freight/core';
import type { ApiClient, RouteResponse } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { copyText as browserCopyText } from '../environment/copy-text.ts';
import { sharedRouteEmbedCode, sharedRoutePath } from '../results/route-links.ts';

/** The tabs of the share dialog: 'Compartilhar Rota' (short link) and 'Incorporar Mapa' (iframe). */
export type ShareTab = 'link' | 'embed';

/** The share dialog's state (SPEC §2 Share dialog, §4 Forms and lists "Share"). */
export interface ShareState {
  readonly open: boolean;
  readonly tab: ShareTab;
  /** `loading` while the short link is fetched ('Gerando link...'), `failed` without a link. */
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The short link, `null` until it arrives. */
  readonly link: string | null;
  /** The 600×450 iframe code with the encrypted route. */
  readonly embedCode: string;
  /** The tab whose text was just copied ('Copiado!'), `null` before a copy. */
  readonly copied: ShareTab | null;
  /** A failed copy of that tab's text. */
  readonly copyFailed: ShareTab | null;
  /** 'Erro ao compartilhar a rota!' when no link could be made, else `null`. */
  readonly error: string | null;
}

/** The share dialog: opening fetches the short link, each tab copies its text. */
export interface ShareStore {
  readonly $share: ReadableAtom<ShareState>;
  /**
   * Opens the dialog for the shown route: asks the short-link service for the embed page of its
   * `request_encrypted` (`GET /api/short-links?category_id=4&redirect_to=/embed?data=…`) and builds the
   * embed code on the server origin. No route or no encrypted request gives the share error.
   */
  open(): Promise<void>;
  close(): void;
  selectTab(tab: ShareTab): void;
  /** Copies the tab's text (the link or the embed code); the hint then reads 'Copiado!'. */
  copy(tab: ShareTab): Promise<void>;
}

/** What the share store reads. */
export interface ShareStoreDependencies {
  readonly $api: ReadableAtom<ApiClient>;
  readonly $response: ReadableAtom<RouteResponse | null>;
  readonly $serverOrigin: ReadableAtom<string>;
  /** Writes to the clipboard; default `navigator.clipboard.writeText` with a fallback. */
  readonly copyText?: (text: string) => Promise<boolean>;
}

const CLOSED: ShareState = {
  open: false,
  tab: 'link',
  status: 'idle',
  link: null,
  embedCode: '',
  copied: null,
  copyFailed: null,
  error: null,
};

/** Creates the share store. */
export function createShareStore(deps: ShareStoreDependencies): ShareStore {
  const $share = atom<ShareState>(CLOSED);
  const copyText = deps.copyText ?? browserCopyText;
  let opening = 0;
  const update = (patch: Partial<ShareState>): void => $share.set({ ...$share.get(), ...patch });

  return {
    $share,
    async open() {
      const ticket = ++opening;
      const encrypted = deps.$response.get()?.request_encrypted ?? null;
      $share.set({
        ...CLOSED,
        open: true,
        status: 'loading',
        embedCode: sharedRouteEmbedCode(deps.$serverOrigin.get(), encrypted),
      });
      if (!encrypted) {
        update({ status: 'failed', error: SHARE_ERROR_MESSAGE });
        return;
      }
      let link: string | null = null;
      try {
        const answer = await deps.$api.get().shortLink(sharedRoutePath(encrypted));
        link = answer.success ? answer.data.full_url : null;
      } catch {
        link = null;
      }
      if (ticket !== opening || !$share.get().open) return;
      update(link ? { status: 'ready', link } : { status: 'failed', error: SHARE_ERROR_MESSAGE });
    },
    close() {
      opening += 1;
      $share.set(CLOSED);
    },
    selectTab(tab) {
      update({ tab });
    },
    async copy(tab) {
      const state = $share.get();
      const text = tab === 'link' ? state.link : state.embedCode;
      if (!text) return;
      const copied = await copyText(text);
      if (!$share.get().open) return;
      update(copied ? { copied: tab, copyFailed: null } : { copied: null, copyFailed: tab });
    },
  };
}
