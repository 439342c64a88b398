import { fieldErrors, routeSaveErrorMessage, savedRouteCreateSchema } from '@freight/core';
import type { ApiClient, Company, SavedRouteCreate } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { MESSAGES } from '../messages.ts';
import { savedRouteFacts } from '../results/saved-route-body.ts';
import type { PlannerEventSink } from './event-sink.ts';
import type { RouteStore } from './route-store.ts';
import type { SavedRouteStore } from './saved-route-store.ts';
import type { SelectionStore } from './selection-store.ts';
import type { SessionStore } from './session-store.ts';

/** What the save-route dialog shows (SPEC §2 save-route). */
export interface SaveRouteForm {
  /** 'Apelido da rota'. */
  readonly slug: string;
  /** 'Empresa': the chosen company's id, `''` before the companies are known. */
  readonly companyId: number | '';
}

/** The success dialog after a save (SPEC §4 Saving: "a success dialog shows, then route data resets"). */
export interface SaveRouteSuccess {
  readonly id: number;
  readonly slug: string;
  /** The server's text ('Rota salva com sucesso.'), else ours. */
  readonly message: string;
}

/** The save-route dialog and the success dialog after it (SPEC §2 save-route, §4 Saving, §8). */
export interface SaveRouteStore {
  /** Whether the save-route dialog is open. */
  readonly $open: ReadableAtom<boolean>;
  readonly $form: ReadableAtom<SaveRouteForm>;
  /** The user's companies (`GET /api/me/list/companies`); the selector is disabled with one or none. */
  readonly $companies: ReadableAtom<readonly Company[]>;
  /** pt-BR message of each field the last save refused ('Esse campo é obrigatório', the server's 422). */
  readonly $fieldErrors: ReadableAtom<Readonly<Record<string, string>>>;
  /** The message of a failed save ('Ocorreu um erro ao salvar essa rota.' or the server's text). */
  readonly $failure: ReadableAtom<string | null>;
  /** True while the save is being sent ('Salvar' disabled). */
  readonly $saving: ReadableAtom<boolean>;
  /** The success dialog, `null` when closed. */
  readonly $success: ReadableAtom<SaveRouteSuccess | null>;
  /**
   * Opens the dialog: errors cleared, the opened saved route's nickname prefilled, the companies loaded
   * (the opened route's company chosen when the user has it, else the first).
   */
  open(): void;
  /** Closes the dialog without saving. */
  close(): void;
  setSlug(slug: string): void;
  setCompany(id: number): void;
  /**
   * Saves the shown route: checked with core's `savedRouteCreateSchema` first (nothing sent when it
   * fails), then `PUT /api/routes/{id}` for an opened saved route or `POST /api/routes` (always with
   * `asNew`). Saving requires login (SPEC §4): without a token nothing is sent and `login` is emitted.
   * A success closes the dialog, remembers the route, emits `routesaved` and opens the success dialog.
   */
  save(asNew?: boolean): Promise<void>;
  /** 'OK' of the success dialog: it closes and the route data resets (SPEC §4). */
  dismissSuccess(): void;
}

/** What saving reads and changes. */
export interface SaveRouteStoreDependencies {
  readonly $api: ReadableAtom<ApiClient>;
  readonly route: RouteStore;
  readonly selection: SelectionStore;
  readonly savedRoute: SavedRouteStore;
  readonly session: SessionStore;
  readonly events: PlannerEventSink;
  /** Whether the element runs embedded (carried by the `login` event). */
  readonly embedded: () => boolean;
  /** Resets the route data once the success dialog is dismissed. */
  readonly resetRoute: () => void;
}

const EMPTY_FORM: SaveRouteForm = { slug: '', companyId: '' };

/** Creates the save-route store. */
export function createSaveRouteStore(deps: SaveRouteStoreDependencies): SaveRouteStore {
  const $open = atom(false);
  const $form = atom<SaveRouteForm>(EMPTY_FORM);
  const $companies = atom<readonly Company[]>([]);
  const $fieldErrors = atom<Readonly<Record<string, string>>>({});
  const $failure = atom<string | null>(null);
  const $saving = atom(false);
  const $success = atom<SaveRouteSuccess | null>(null);
  let companiesRequest = 0;

  const loadCompanies = (): void => {
    const request = ++companiesRequest;
    const opened = deps.savedRoute.$current.get();
    deps.$api
      .get()
      .companies.meList()
      .then(
        (result) => {
          if (request !== companiesRequest || !result.success) return;
          $companies.set(result.data);
          const own = result.data.find((company) => company.id === opened?.companyId)?.id;
          const chosen = $form.get().companyId;
          const first = result.data[0]?.id ?? '';
          const valid = result.data.some((company) => company.id === chosen);
          $form.set({ ...$form.get(), companyId: own ?? (valid ? chosen : first) });
        },
        () => undefined, // SPEC §8: list loader failures are only logged; the schema then asks for a company.
      );
  };

  return {
    $open,
    $form,
    $companies,
    $fieldErrors,
    $failure,
    $saving,
    $success,
    open() {
      const opened = deps.savedRoute.$current.get();
      $fieldErrors.set({});
      $failure.set(null);
      if (opened) $form.set({ ...$form.get(), slug: opened.slug });
      $open.set(true);
      loadCompanies();
    },
    close() {
      companiesRequest++;
      $open.set(false);
    },
    setSlug(slug) {
      $form.set({ ...$form.get(), slug });
    },
    setCompany(id) {
      $form.set({ ...$form.get(), companyId: id });
    },
    async save(asNew = false) {
      const state = deps.route.$route.get();
      if (!state.response || $saving.get()) return;
      const facts = savedRouteFacts(
        state.response,
        deps.selection.$selectedIndex.get(),
        state.request?.type_route,
      );
      const parsed = savedRouteCreateSchema.safeParse({
        ...facts,
        slug: $form.get().slug,
        company_id: $form.get().companyId,
      });
      if (!parsed.success) {
        $fieldErrors.set(fieldErrors(parsed.error));
        return;
      }
      $fieldErrors.set({});
      if (deps.session.token() === null) {
        $failure.set(MESSAGES.saveRouteNeedsLogin);
        deps.events.emit('login', { reason: 'unauthorized', embedded: deps.embedded() });
        return;
      }
      const body: SavedRouteCreate = parsed.data;
      const opened = deps.savedRoute.$current.get();
      const client = deps.$api.get();
      $failure.set(null);
      $saving.set(true);
      try {
        const result =
          opened && !asNew ? await client.routes.update(opened.id, body) : await client.routes.create(body);
        if (result.success) {
          $form.set({ ...$form.get(), slug: '' });
          deps.savedRoute.remember({ id: result.data.id, slug: body.slug, companyId: body.company_id });
          $open.set(false);
          $success.set({
            id: result.data.id,
            slug: body.slug,
            message: result.message || MESSAGES.routeSaved,
          });
          deps.events.emit('routesaved', { id: result.data.id, slug: body.slug });
          return;
        }
        // Core's client already parsed a 422's details into one pt-BR message per field.
        const byField = typeof result.details === 'object' && result.details !== null ? result.details : {};
        $fieldErrors.set(byField);
        if (!byField['slug'] && !byField['company_id']) $failure.set(routeSaveErrorMessage(result));
      } catch (error) {
        $failure.set(routeSaveErrorMessage(error));
      } finally {
        $saving.set(false);
      }
    },
    dismissSuccess() {
      if ($success.get() === null) return;
      $success.set(null);
      deps.resetRoute();
    },
  };
}
