import { randomUUID } from 'node:crypto';
import { VPO_MESSAGES, type VpoStatementLine } from '@freight/core';
import type { z } from 'zod';
import {
  SupplierUnavailableError,
  type SupplierCallContext,
  type SupplierPurchaseInput,
  type SupplierPurchaseResult,
  type VpoSupplier,
} from '../vpo-supplier.ts';
import {
  cancelStatusSchema,
  custoRotaSchema,
  extratoCreditoListSchema,
  identificadorSchema,
  infoRotaSchema,
  reciboSchema,
  statusViagemListSchema,
  viagemSchema,
  type ExtratoCredito,
} from './sem-parar-answers.ts';
import { SEM_PARAR_FREE_TEXT_MAX, SEM_PARAR_STATUS } from './sem-parar-contract.ts';
import { semPararStatusMessage } from './sem-parar-status-message.ts';
import { createSemPararTransport, type SemPararOperation } from './sem-parar-transport.ts';

/** A company's Sem Parar access (SPEC §3 VPO settings). */
export interface SemPararConfig {
  /** The ValePedagio endpoint, e.g. `https://app.viafacil.com.br/wsvp/ValePedagio`. */
  readonly url: string;
  readonly cnpj: string;
  readonly login: string;
  readonly password: string;
  /** Most milliseconds one call may take (default 20 000). */
  readonly timeoutMs?: number;
}

/** Default most milliseconds of one call. */
export const SEM_PARAR_DEFAULT_TIMEOUT_MS = 20_000;

/** pt-BR message of a cancellation Sem Parar refuses with status 49. */
export const SEM_PARAR_NOT_CANCELLABLE_MESSAGE =
  'O Sem Parar não permite cancelar esta viagem: ela foi impressa há mais de 3 horas ou já passou por uma praça.';

const SEM_PARAR_UNREADABLE_STATEMENT =
  'O extrato do Sem Parar trouxe uma passagem sem valor: não foi possível lê-lo.';

const AUTH_REFUSED_MESSAGE =
  'O Sem Parar recusou o CNPJ, o login ou a senha configurados. Confira a configuração do fornecedor.';

/**
 * The Sem Parar VPO supplier over its ValePedagio SOAP service. It authenticates once and keeps the
 * session (re-authenticating once when Sem Parar answers that the session expired), registers the
 * route's plazas as a temporary route under a unique name before quoting or buying, and buys with
 * `comprarViagemComObservacoes` carrying our client reference in `observacao1` (the key
 * `consultarStatusViagemPorChaveExterna` finds it by) and the remarks in `observacao2..6`.
 *
 * @example createSemPararSupplier({ url, cnpj: '12345678000195', login: 'tms', password: '…' })
 */
export function createSemPararSupplier(config: SemPararConfig): VpoSupplier {
  const call = createSemPararTransport({
    url: config.url,
    password: config.password,
    timeoutMs: config.timeoutMs ?? SEM_PARAR_DEFAULT_TIMEOUT_MS,
  });
  let session: string | null = null;

  async function authenticate(ctx: SupplierCallContext): Promise<string> {
    const answer = await call(
      'autenticarUsuario',
      { cnpj: config.cnpj, login: config.login, senha: config.password },
      identificadorSchema,
      ctx,
    );
    if (answer.status !== SEM_PARAR_STATUS.ok) {
      session = null;
      throw new SupplierUnavailableError(
        answer.status === SEM_PARAR_STATUS.invalidCredentials
          ? AUTH_REFUSED_MESSAGE
          : semPararStatusMessage(answer.status),
      );
    }
    session = answer.sessao;
    return answer.sessao;
  }

  /** Calls `operation` in the session; on a session error, authenticates again and calls once more. */
  async function inSession<T>(
    operation: SemPararOperation,
    args: Record<string, unknown>,
    schema: z.ZodType<T>,
    statusOf: (answer: T) => number | null,
    ctx: SupplierCallContext,
    acts = false,
  ): Promise<T> {
    const first = await call(
      operation,
      { ...args, sessao: session ?? (await authenticate(ctx)) },
      schema,
      ctx,
      acts,
    );
    if (statusOf(first) !== SEM_PARAR_STATUS.sessionExpired) return first;
    const renewed = await authenticate(ctx);
    const second = await call(operation, { ...args, sessao: renewed }, schema, ctx, acts);
    if (statusOf(second) === SEM_PARAR_STATUS.sessionExpired) {
      throw new SupplierUnavailableError(semPararStatusMessage(SEM_PARAR_STATUS.sessionExpired));
    }
    return second;
  }

  /** Registers the plazas of `input` as a temporary route: its name, or `no_toll`/refusal status. */
  async function registerRoute(
    input: SupplierPurchaseInput,
    ctx: SupplierCallContext,
  ): Promise<{ name: string } | { status: number }> {
    const name = uniqueRouteName(input.routeName);
    const answer = await inSession(
      'cadastrarRotaTemporaria',
      { pracas: { item: input.lines.map(plazaCode) }, nome: name },
      infoRotaSchema,
      (route) => route.status,
      ctx,
    );
    return answer.status === SEM_PARAR_STATUS.ok ? { name: answer.nome ?? name } : { status: answer.status };
  }

  const routeArgs = (input: SupplierPurchaseInput) => ({
    placa: input.plate,
    nEixos: input.axis,
    inicioVigencia: input.startDate,
    fimVigencia: input.endDate,
  });

  async function tripValue(tripNumber: string, ctx: SupplierCallContext): Promise<number | null> {
    try {
      return (await receipt(tripNumber, ctx)).value;
    } catch {
      return null;
    }
  }

  async function receipt(tripNumber: string, ctx: SupplierCallContext) {
    const answer = await inSession(
      'obterReciboViagem',
      { viagem: tripNumber },
      reciboSchema,
      (recibo) => recibo.status,
      ctx,
    );
    if (answer.status !== SEM_PARAR_STATUS.ok && answer.status !== SEM_PARAR_STATUS.printed) {
      throw new SupplierUnavailableError(semPararStatusMessage(answer.status));
    }
    return {
      tripNumber: answer.viagem ?? tripNumber,
      value: answer.total ?? null,
      issuedAt: answer.dataCompra ?? null,
      expiresAt: answer.dataExp ?? null,
      plazas: (answer.pracas ?? []).map((praca) => ({
        name: praca.nomePraca ?? '',
        value: praca.tarifa ?? null,
      })),
    };
  }

  return {
    kind: 'semparar',

    async quote(input, ctx) {
      const route = await registerRoute(input, ctx);
      if ('status' in route) return refusedQuote(route.status);
      const answer = await inSession(
        'obterCustoRota',
        { nomeRota: route.name, ...routeArgs(input) },
        custoRotaSchema,
        (cost) => cost.status,
        ctx,
      );
      if (answer.status === SEM_PARAR_STATUS.ok) return { status: 'ok', value: answer.valor ?? null };
      return refusedQuote(answer.status);
    },

    async purchase(input, ctx) {
      if (input.clientReference.length > SEM_PARAR_FREE_TEXT_MAX) {
        throw new SupplierUnavailableError('A referência da compra é longa demais para o Sem Parar.');
      }
      const route = await registerRoute(input, ctx);
      if ('status' in route) return refusedPurchase(route.status);
      const trip = await inSession(
        'comprarViagemComObservacoes',
        { rota: route.name, ...routeArgs(input), observacoes: observations(input) },
        viagemSchema,
        (viagem) => viagem.status,
        ctx,
        true,
      );
      if (trip.status !== SEM_PARAR_STATUS.ok) return refusedPurchase(trip.status);
      return { status: 'issued', tripNumber: trip.numero, value: await tripValue(trip.numero, ctx) };
    },

    async lookup(clientReference, _input, ctx) {
      const trips = await inSession(
        'consultarStatusViagemPorChaveExterna',
        { chaveExterna: clientReference },
        statusViagemListSchema,
        (list) => list[0]?.status ?? null,
        ctx,
      );
      const found = trips.find((trip) => trip.status === SEM_PARAR_STATUS.ok);
      if (found === undefined) {
        const failure = trips.find((trip) => trip.status !== SEM_PARAR_STATUS.tripNotFound);
        if (failure !== undefined) throw new SupplierUnavailableError(semPararStatusMessage(failure.status));
        return null;
      }
      return { status: 'issued', tripNumber: found.numero, value: await tripValue(found.numero, ctx) };
    },

    receipt,

    async cancel(tripNumber, _reason, ctx) {
      const status = await inSession(
        'cancelarViagem',
        { viagem: tripNumber },
        cancelStatusSchema,
        (code) => code,
        ctx,
        true,
      );
      if (status === SEM_PARAR_STATUS.ok) return { status: 'cancelled' };
      return {
        status: 'refused',
        code: String(status),
        message:
          status === SEM_PARAR_STATUS.notCancellable
            ? SEM_PARAR_NOT_CANCELLABLE_MESSAGE
            : semPararStatusMessage(status),
      };
    },

    async statement(start, end, ctx) {
      const lines = await inSession(
        'obterExtratoCreditos',
        { inicio: `${start}T00:00:00-03:00`, fim: `${end}T23:59:59-03:00` },
        extratoCreditoListSchema,
        (list) => list[0]?.status ?? null,
        ctx,
      );
      const failure = lines.find((line) => line.status !== SEM_PARAR_STATUS.ok);
      if (failure !== undefined) throw new SupplierUnavailableError(semPararStatusMessage(failure.status));
      if (lines.some((line) => line.dataPassagem != null && line.valorOperacao == null)) {
        throw new SupplierUnavailableError(SEM_PARAR_UNREADABLE_STATEMENT);
      }
      return lines.flatMap(toStatementLine);
    },
  };
}

/** The code Sem Parar knows a plaza by: its Sem Parar code, else its ANTT code, else its name. */
function plazaCode(line: SupplierPurchaseInput['lines'][number]): string {
  return line.codigo_semparar ?? line.codigo_antt ?? line.name;
}

/** A route name no earlier registration used (Sem Parar refuses a repeated name, status 58). */
function uniqueRouteName(routeName: string): string {
  const base = routeName.replace(/\s+/g, ' ').trim().slice(0, 30) || 'Rota';
  return `${base} ${randomUUID().slice(0, 8)}`;
}

/** `observacao1` = our client reference (the `chaveExterna`), `observacao2..6` = the remarks, 40 characters each. */
function observations(input: SupplierPurchaseInput): Record<string, string> {
  const texts = [input.clientReference, ...input.remarks.filter((remark) => remark.trim() !== '')].slice(
    0,
    6,
  );
  return Object.fromEntries(
    texts.map((value, index) => [`observacao${index + 1}`, value.trim().slice(0, SEM_PARAR_FREE_TEXT_MAX)]),
  );
}

function refusedQuote(status: number): { status: 'no_toll'; message: string } {
  if (status === SEM_PARAR_STATUS.noToll) return { status: 'no_toll', message: VPO_MESSAGES.noToll };
  throw new SupplierUnavailableError(semPararStatusMessage(status));
}

function refusedPurchase(status: number): SupplierPurchaseResult {
  if (status === SEM_PARAR_STATUS.noToll) return { status: 'no_toll', message: VPO_MESSAGES.noToll };
  return { status: 'refused', code: String(status), message: semPararStatusMessage(status) };
}

/** A passage of the statement as a {@link VpoStatementLine}; other movements (credits, purchases) are left out. */
function toStatementLine(line: ExtratoCredito): VpoStatementLine[] {
  const passedAt = line.dataPassagem ?? null;
  const value = line.valorOperacao ?? null;
  if (passedAt === null || value === null) return [];
  return [
    {
      passed_at: passedAt,
      plaza: line.nomePraca ?? line.descricao ?? '',
      plaza_code: null,
      road: line.nomeRodovia ?? null,
      plate: line.placa ?? '',
      tag: line.tag ?? null,
      value,
      trip_number: line.numeroViagem !== undefined && line.numeroViagem !== '0' ? line.numeroViagem : null,
    },
  ];
}
