import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen } from 'soap';
import { PLATE_CHECK_PROVIDERS } from '@freight/core';
import type { PlateCheckProvider } from '@freight/core';
import {
  TARGET_FIELD_SUFFIX,
  TARGET_PATH,
  TARGET_PORT,
  TARGET_SERVICE,
  TARGET_WSDL_PATH,
} from './target-contract.ts';

/** The credentials the fake accepts unless told others. */
export const FAKE_TARGET_CREDENTIALS = { login: 'integrador', password: 'segredo-target-123' } as const;

/** What a test reads and scripts. */
export interface FakeTargetState {
  credentials: { login: string; password: string };
  /** Providers each plate has a tag with; a plate not here has none. */
  readonly tags: Map<string, Set<PlateCheckProvider>>;
  /** Providers the fake leaves unanswered (`Disponivel…` nil, 'Operadora não respondeu'). */
  readonly silent: Set<PlateCheckProvider>;
  /** Calls received per plate (whatever their answer). */
  readonly calls: Map<string, number>;
  /** Every answer waits this many milliseconds (simulated latency). */
  delayMs: number;
  /** Plates whose answer waits forever (until the client gives up). */
  readonly hang: Set<string>;
  /** The next N calls answer a SOAP fault. */
  faults: number;
}

/** A running fake: its endpoint URL (the WSDL at `url?wsdl`), its state, and `close()`. */
export interface FakeTargetServer {
  readonly url: string;
  readonly state: FakeTargetState;
  close(): Promise<void>;
}

type Args = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A local server of Target's `ConsultarSituacaoVeiculoTAG` (node-soap `listen` over the same WSDL the
 * adapter loads): credentials checked, tags, silent providers, latency, hanging plates and faults
 * scriptable through `state`.
 *
 * @example const fake = await startFakeTarget(); fake.state.tags.set('BRA2E19', new Set(['veloe']));
 */
export async function startFakeTarget(
  options: { port?: number; delayMs?: number } = {},
): Promise<FakeTargetServer> {
  const state: FakeTargetState = {
    credentials: { ...FAKE_TARGET_CREDENTIALS },
    tags: new Map(),
    silent: new Set(),
    calls: new Map(),
    delayMs: options.delayMs ?? 0,
    hang: new Set(),
    faults: 0,
  };
  const fault = (text: string) => ({
    Fault: { faultcode: 'a:InternalServiceFault', faultstring: text, statusCode: 500 },
  });
  const service = {
    async ConsultarSituacaoVeiculoTAG(args: Args) {
      const auth = (args['auth'] ?? {}) as Args;
      const request = (args['request'] ?? {}) as Args;
      const plate = text(request['Placa']).toUpperCase();
      state.calls.set(plate, (state.calls.get(plate) ?? 0) + 1);
      if (state.hang.has(plate)) await new Promise(() => undefined);
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (state.faults > 0) {
        state.faults -= 1;
        throw fault('Erro interno do servidor');
      }
      if (
        text(auth['Usuario']) !== state.credentials.login ||
        text(auth['Senha']) !== state.credentials.password
      ) {
        return {
          ConsultarSituacaoVeiculoTAGResult: {
            Sucesso: false,
            MensagemRetorno: 'Usuário ou senha inválidos.',
          },
        };
      }
      const has = state.tags.get(plate) ?? new Set<PlateCheckProvider>();
      const result: Args = { Sucesso: true, MensagemRetorno: 'Consulta realizada.' };
      for (const provider of PLATE_CHECK_PROVIDERS) {
        const suffix = TARGET_FIELD_SUFFIX[provider];
        if (state.silent.has(provider)) {
          result[`Mensagem${suffix}`] = 'Operadora não respondeu';
          continue;
        }
        result[`Disponivel${suffix}`] = has.has(provider);
        result[`Mensagem${suffix}`] = has.has(provider) ? 'Veículo com TAG ativa' : 'Veículo sem TAG';
      }
      return { ConsultarSituacaoVeiculoTAGResult: result };
    },
  };
  const server: Server = createServer();
  listen(server, {
    path: TARGET_PATH,
    services: { [TARGET_SERVICE]: { [TARGET_PORT]: service } },
    xml: readFileSync(TARGET_WSDL_PATH, 'utf8'),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${TARGET_PATH}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
