import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen } from 'soap';
import {
  SEM_PARAR_FREE_TEXT_MAX,
  SEM_PARAR_PATH,
  SEM_PARAR_PORT,
  SEM_PARAR_SERVICE,
  SEM_PARAR_STATUS,
  SEM_PARAR_WSDL_PATH,
} from './sem-parar-contract.ts';

/** The credentials the fake accepts unless told others. */
export const FAKE_SEM_PARAR_CREDENTIALS = {
  cnpj: '12345678000195',
  login: 'transportadora',
  password: 'segredo-sem-parar-123',
} as const;

/** A trip the fake sold. */
export interface FakeSemPararTrip {
  readonly numero: string;
  readonly rota: string;
  readonly placa: string;
  readonly nEixos: number;
  readonly inicioVigencia: string;
  readonly fimVigencia: string;
  readonly chaveExterna: string | null;
  readonly observacoes: readonly string[];
  readonly pracas: readonly string[];
  readonly valor: number;
  readonly compradaEm: string;
  /** A passage was recognised (or it was printed more than 3 h ago): cancelling answers 49. */
  passed: boolean;
  cancelled: boolean;
}

/** One `ExtratoCredito` line the fake's statement answers (fields as the WSDL names them). */
export type FakeSemPararStatementLine = Readonly<Record<string, string | number | null>>;

/** What a test reads and scripts: the fake's data and its next answers. */
export interface FakeSemPararState {
  credentials: { cnpj: string; login: string; password: string };
  /** Fare (reais) of each plaza code the fake serves; a code not here is "plaza not found" (66). */
  readonly fares: Map<string, number>;
  readonly sessions: Set<string>;
  readonly routes: Map<string, { id: number; nome: string; pracas: readonly string[] }>;
  readonly trips: Map<string, FakeSemPararTrip>;
  /** Trip numbers by `chaveExterna` (`observacao1`). */
  readonly tripsByKey: Map<string, string>;
  /** `comprarViagemComObservacoes` requests received (whatever their answer). */
  purchaseCount: number;
  /** The next purchase answers this status (and buys nothing) instead of buying. */
  nextPurchaseStatus: number | null;
  /** The next purchase buys, then waits this many milliseconds before answering. */
  nextPurchaseDelayMs: number;
  /** The next answer of this operation is unreadable (status and values that are not numbers). */
  nextMalformed: string | null;
  /** The lines `obterExtratoCreditos` answers. */
  statement: FakeSemPararStatementLine[];
  /** Forgets every session (the next call with an old one answers status 3). */
  expireSessions(): void;
}

/** A running fake: its endpoint URL (the WSDL at `url?wsdl`), its state, and `close()`. */
export interface FakeSemPararServer {
  readonly url: string;
  readonly state: FakeSemPararState;
  close(): Promise<void>;
}

/** Options of {@link startFakeSemParar}. */
export interface FakeSemPararOptions {
  /** Port to listen on (default: any free port). */
  readonly port?: number;
  /** Fares by plaza code. */
  readonly fares?: Readonly<Record<string, number>>;
  /**
   * Fare of a plaza code not in `fares`; unset: such a code is refused (status 66), as Sem Parar refuses a
   * plaza it does not know. A demo or an end-to-end test over the real plaza data sets it.
   */
  readonly defaultFare?: number;
}

type Args = Record<string, unknown>;

/**
 * Starts a local Sem Parar ValePedagio service that follows the WSDL the adapter uses (node-soap
 * `listen`, rpc/encoded): it keeps sessions, temporary routes, trips by number and by `chaveExterna`
 * (the `observacao1` of the purchase), prices a route as the sum of its plazas' fares, and lets a test
 * script refusals, delays and unreadable answers through `state`.
 *
 * @example const fake = await startFakeSemParar({ fares: { '101': 12.5 } }); … await fake.close();
 */
export async function startFakeSemParar(options: FakeSemPararOptions = {}): Promise<FakeSemPararServer> {
  const state: FakeSemPararState = {
    credentials: { ...FAKE_SEM_PARAR_CREDENTIALS },
    fares: new Map(Object.entries(options.fares ?? {})),
    sessions: new Set(),
    routes: new Map(),
    trips: new Map(),
    tripsByKey: new Map(),
    purchaseCount: 0,
    nextPurchaseStatus: null,
    nextPurchaseDelayMs: 0,
    nextMalformed: null,
    statement: [],
    expireSessions: () => state.sessions.clear(),
  };
  let sequence = 0;
  const nextId = (): number => ++sequence;
  let tripNumber = 700_000_000;

  const malformed = (operation: string): boolean => {
    if (state.nextMalformed !== operation) return false;
    state.nextMalformed = null;
    return true;
  };
  const validSession = (args: Args): boolean => state.sessions.has(String(args['sessao']));
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  const items = (value: unknown): string[] => {
    if (value === null || typeof value !== 'object') return [];
    return Object.entries(value)
      .filter(([key]) => key !== '$attributes')
      .flatMap(([, item]) => (Array.isArray(item) ? item : [item]))
      .map((item) => String(item));
  };
  const recibo = (trip: FakeSemPararTrip) => ({
    dataCompra: trip.compradaEm,
    dataExp: `${trip.fimVigencia}T23:59:59-03:00`,
    nomeRota: trip.rota,
    pracas: {
      item: trip.pracas.map((code) => ({ nomePraca: `Praça ${code}`, tarifa: state.fares.get(code) ?? 0 })),
    },
    status: SEM_PARAR_STATUS.ok,
    total: trip.valor,
    viagem: trip.numero,
  });

  const service = {
    autenticarUsuario(args: Args) {
      if (malformed('autenticarUsuario')) return { autenticarUsuarioReturn: { sessao: 'x', status: 'ok' } };
      const { cnpj, login, password } = state.credentials;
      if (args['cnpj'] !== cnpj || args['login'] !== login || args['senha'] !== password) {
        return { autenticarUsuarioReturn: { sessao: 0, status: SEM_PARAR_STATUS.invalidCredentials } };
      }
      const sessao = String(900_000 + nextId());
      state.sessions.add(sessao);
      return { autenticarUsuarioReturn: { sessao, status: SEM_PARAR_STATUS.ok } };
    },

    cadastrarRotaTemporaria(args: Args) {
      const answer = (status: number, extra: Args = {}) => ({
        cadastrarRotaTemporariaReturn: { id: 0, ...extra, status },
      });
      if (malformed('cadastrarRotaTemporaria')) return answer(Number.NaN, { status: 'rota' });
      if (!validSession(args)) return answer(SEM_PARAR_STATUS.sessionExpired);
      const nome = text(args['nome']);
      const pracas = items(args['pracas']);
      if (state.routes.has(nome)) return answer(58);
      if (pracas.length === 0) return answer(SEM_PARAR_STATUS.noToll);
      if (options.defaultFare !== undefined) {
        for (const code of pracas) if (!state.fares.has(code)) state.fares.set(code, options.defaultFare);
      }
      if (pracas.some((code) => !state.fares.has(code))) return answer(SEM_PARAR_STATUS.plazaNotFound);
      const route = { id: nextId(), nome, pracas };
      state.routes.set(nome, route);
      return answer(SEM_PARAR_STATUS.ok, {
        id: route.id,
        nome,
        pracas: {
          item: pracas.map((code) => ({ nomePraca: `Praça ${code}`, tarifa: state.fares.get(code) })),
        },
      });
    },

    obterCustoRota(args: Args) {
      if (malformed('obterCustoRota')) return { obterCustoRotaReturn: { status: 'zero', valor: 'muito' } };
      if (!validSession(args)) return { obterCustoRotaReturn: { status: SEM_PARAR_STATUS.sessionExpired } };
      const route = state.routes.get(text(args['nomeRota']));
      if (route === undefined) return { obterCustoRotaReturn: { status: 12 } };
      if (route.pracas.length === 0) return { obterCustoRotaReturn: { status: SEM_PARAR_STATUS.noToll } };
      return { obterCustoRotaReturn: { status: SEM_PARAR_STATUS.ok, valor: priceOf(route.pracas) } };
    },

    async comprarViagemComObservacoes(args: Args) {
      const answer = (status: number | string, numero: number | string = 0) => ({
        comprarViagemComObservacoesReturn: { numero, status },
      });
      state.purchaseCount += 1;
      if (malformed('comprarViagemComObservacoes')) return answer('comprada', 'um');
      if (!validSession(args)) return answer(SEM_PARAR_STATUS.sessionExpired);
      const scripted = state.nextPurchaseStatus;
      state.nextPurchaseStatus = null;
      if (scripted !== null) return answer(scripted);
      const route = state.routes.get(text(args['rota']));
      if (route === undefined) return answer(12);
      if (route.pracas.length === 0) return answer(SEM_PARAR_STATUS.noToll);
      const observacoes = observationsOf(args['observacoes']);
      const tooLong = observacoes.findIndex((value) => value.length > SEM_PARAR_FREE_TEXT_MAX);
      if (tooLong >= 0) return answer(451 + tooLong);
      const chaveExterna = observacoes[0] === undefined || observacoes[0] === '' ? null : observacoes[0];
      if (chaveExterna !== null && state.tripsByKey.has(chaveExterna)) return answer(421);
      const trip: FakeSemPararTrip = {
        numero: String(++tripNumber),
        rota: route.nome,
        placa: text(args['placa']),
        nEixos: Number(args['nEixos']),
        inicioVigencia: text(args['inicioVigencia']),
        fimVigencia: text(args['fimVigencia']),
        chaveExterna,
        observacoes,
        pracas: route.pracas,
        valor: priceOf(route.pracas),
        compradaEm: new Date().toISOString(),
        passed: false,
        cancelled: false,
      };
      state.trips.set(trip.numero, trip);
      if (chaveExterna !== null) state.tripsByKey.set(chaveExterna, trip.numero);
      const delay = state.nextPurchaseDelayMs;
      state.nextPurchaseDelayMs = 0;
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return answer(SEM_PARAR_STATUS.ok, trip.numero);
    },

    obterReciboViagem(args: Args) {
      if (malformed('obterReciboViagem')) return { obterReciboViagemReturn: { status: 'pronto' } };
      if (!validSession(args))
        return { obterReciboViagemReturn: { status: SEM_PARAR_STATUS.sessionExpired, viagem: 0 } };
      const trip = state.trips.get(String(args['viagem']));
      if (trip === undefined)
        return { obterReciboViagemReturn: { status: SEM_PARAR_STATUS.tripNotFound, viagem: 0 } };
      if (trip.cancelled) {
        return {
          obterReciboViagemReturn: { status: SEM_PARAR_STATUS.receiptUnavailable, viagem: trip.numero },
        };
      }
      return { obterReciboViagemReturn: recibo(trip) };
    },

    cancelarViagem(args: Args) {
      if (malformed('cancelarViagem')) return { cancelarViagemReturn: 'cancelada' };
      if (!validSession(args)) return { cancelarViagemReturn: SEM_PARAR_STATUS.sessionExpired };
      const trip = state.trips.get(String(args['viagem']));
      if (trip === undefined || trip.cancelled)
        return { cancelarViagemReturn: SEM_PARAR_STATUS.tripNotFound };
      if (trip.passed) return { cancelarViagemReturn: SEM_PARAR_STATUS.notCancellable };
      trip.cancelled = true;
      return { cancelarViagemReturn: SEM_PARAR_STATUS.ok };
    },

    consultarStatusViagemPorChaveExterna(args: Args) {
      const reply = (list: Args[]) => ({ consultarStatusViagemPorChaveExternaReturn: { item: list } });
      if (malformed('consultarStatusViagemPorChaveExterna')) return reply([{ numero: 'um', status: 'ok' }]);
      if (!validSession(args))
        return reply([{ numero: 0, status: SEM_PARAR_STATUS.sessionExpired, statusViagem: 0 }]);
      const numero = state.tripsByKey.get(text(args['chaveExterna']));
      if (numero === undefined) return reply([]);
      const trip = state.trips.get(numero);
      return reply([{ numero, status: SEM_PARAR_STATUS.ok, statusViagem: trip?.cancelled === true ? 1 : 0 }]);
    },

    obterExtratoCreditos(args: Args) {
      const reply = (list: readonly Args[]) => ({ obterExtratoCreditosReturn: { item: list } });
      if (malformed('obterExtratoCreditos')) return reply([{ status: 'ok', valorOperacao: 'caro' }]);
      if (!validSession(args))
        return reply([{ status: SEM_PARAR_STATUS.sessionExpired, numero: 0, numeroViagem: 0 }]);
      return reply(
        state.statement.map((line) => ({ numero: 0, numeroViagem: 0, tipoVP: 0, status: 0, ...line })),
      );
    },
  };

  function priceOf(pracas: readonly string[]): number {
    return Math.round(pracas.reduce((sum, code) => sum + (state.fares.get(code) ?? 0), 0) * 100) / 100;
  }

  const server: Server = createServer();
  listen(server, {
    path: SEM_PARAR_PATH,
    services: { [SEM_PARAR_SERVICE]: { [SEM_PARAR_PORT]: service } },
    xml: readFileSync(SEM_PARAR_WSDL_PATH, 'utf8'),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${SEM_PARAR_PATH}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function observationsOf(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const texts = [1, 2, 3, 4, 5, 6].map((index) => record[`observacao${index}`]);
  const last = texts.findLastIndex((text) => typeof text === 'string');
  return texts.slice(0, last + 1).map((text) => (typeof text === 'string' ? text : ''));
}
