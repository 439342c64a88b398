import { randomUUID } from 'node:crypto';
import { createClientAsync, type Client } from 'soap';
import type { z } from 'zod';
import { SupplierTimeoutError, SupplierUnavailableError, type SupplierCallContext } from '../vpo-supplier.ts';
import { SEM_PARAR_WSDL_PATH } from './sem-parar-contract.ts';

/** The ValePedagio operations the adapter calls. */
export type SemPararOperation =
  | 'autenticarUsuario'
  | 'cadastrarRotaTemporaria'
  | 'obterCustoRota'
  | 'comprarViagemComObservacoes'
  | 'obterReciboViagem'
  | 'cancelarViagem'
  | 'consultarStatusViagemPorChaveExterna'
  | 'obterExtratoCreditos';

/** Where the transport calls and what it must never archive. */
export interface SemPararTransportConfig {
  readonly url: string;
  readonly password: string;
  readonly timeoutMs: number;
}

/**
 * One SOAP call: `operation(args)`, its `…Return` part parsed by `schema`. `acts` says the call changes
 * something at Sem Parar (purchase, cancel): once its request has left, a time-out, a broken connection
 * or an unreadable answer leaves the outcome unknown ({@link SupplierTimeoutError}); for the other calls
 * they mean nothing was done ({@link SupplierUnavailableError}).
 */
export type SemPararCall = <T>(
  operation: SemPararOperation,
  args: Record<string, unknown>,
  schema: z.ZodType<T>,
  ctx: SupplierCallContext,
  acts?: boolean,
) => Promise<T>;

const MESSAGES = {
  aborted: 'A operação foi interrompida antes de chegar ao Sem Parar.',
  unreachable: 'Não foi possível conectar ao Sem Parar. Tente de novo em alguns minutos.',
  slow: 'O Sem Parar não respondeu a tempo. Tente de novo em alguns minutos.',
  failed: 'O Sem Parar respondeu com um erro. Tente de novo em alguns minutos.',
  unreadable: 'O Sem Parar respondeu algo que não foi possível ler. Tente de novo em alguns minutos.',
  unknownOutcome:
    'O Sem Parar não confirmou a operação: a situação ficou desconhecida e será conferida no fornecedor.',
} as const;

/** Error codes of a request that never reached the service. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Creates the transport of one supplier configuration: one WSDL client, every exchange recorded and masked. */
export function createSemPararTransport(config: SemPararTransportConfig): SemPararCall {
  let client: Promise<Client> | null = null;
  const clientOf = (): Promise<Client> => {
    client ??= createClientAsync(SEM_PARAR_WSDL_PATH, { endpoint: config.url }).catch((error: unknown) => {
      client = null;
      throw error;
    });
    return client;
  };
  const mask = (xml: string): string => maskSecrets(xml, config.password);

  return async (operation, args, schema, ctx, acts = false) => {
    if (ctx.signal.aborted) throw new SupplierUnavailableError(MESSAGES.aborted);
    const soapClient = await clientOf();
    const exchangeId = randomUUID();
    let request = '';
    let response: string | null = null;
    const onRequest = (xml: string, eid: string): void => {
      if (eid === exchangeId) request = xml;
    };
    const onResponse = (body: unknown, _res: unknown, eid: string): void => {
      if (eid === exchangeId && typeof body === 'string') response = body;
    };
    soapClient.on('request', onRequest);
    soapClient.on('response', onResponse);
    const started = performance.now();
    const record = (outcome: string): void =>
      ctx.record({
        operation,
        request: mask(request),
        response: response === null ? null : mask(response),
        outcome,
        durationMs: Math.max(0, Math.round(performance.now() - started)),
      });
    const signal = AbortSignal.any([ctx.signal, AbortSignal.timeout(config.timeoutMs)]);
    const method = soapClient[`${operation}Async`] as (
      input: Record<string, unknown>,
      options: Record<string, unknown>,
    ) => Promise<[Record<string, unknown> | null | undefined]>;
    let answer: unknown;
    try {
      const [result] = await method.call(soapClient, args, { exchangeId, signal });
      answer = result?.[`${operation}Return`];
    } catch (error) {
      const code = errorCode(error);
      if (code !== null && NOT_SENT_CODES.has(code)) {
        record(`error: ${code}`);
        throw new SupplierUnavailableError(MESSAGES.unreachable);
      }
      const timedOut = signal.aborted || code === 'ECONNABORTED' || code === 'ERR_CANCELED';
      record(timedOut ? 'timeout' : `error: ${code ?? describe(error)}`);
      if (acts) throw new SupplierTimeoutError(MESSAGES.unknownOutcome);
      throw new SupplierUnavailableError(timedOut ? MESSAGES.slow : MESSAGES.failed);
    } finally {
      soapClient.removeListener('request', onRequest);
      soapClient.removeListener('response', onResponse);
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      record('error: resposta ilegível');
      if (acts) throw new SupplierTimeoutError(MESSAGES.unknownOutcome);
      throw new SupplierUnavailableError(MESSAGES.unreadable);
    }
    record('ok');
    return parsed.data;
  };
}

/**
 * `xml` with the password and every session value replaced by `***` (the `senha` and `sessao` parts,
 * and the password wherever else it appears, raw or XML-escaped).
 */
export function maskSecrets(xml: string, password: string): string {
  let masked = xml.replace(
    /<((?:[\w-]+:)?(?:senha|sessao))(\s[^>]*)?>[^<]*<\/\1>/g,
    (_match, tag: string, attributes: string | undefined) => `<${tag}${attributes ?? ''}>***</${tag}>`,
  );
  if (password !== '') {
    for (const form of new Set([password, escapeXml(password)])) masked = masked.split(form).join('***');
  }
  return masked;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function errorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string') return code;
  return cause === undefined ? null : errorCode(cause);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 200) : 'falha desconhecida';
}
