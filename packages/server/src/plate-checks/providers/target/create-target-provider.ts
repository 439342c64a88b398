import { createClientAsync } from 'soap';
import type { Client } from 'soap';
import { z } from 'zod';
import { PLATE_CHECK_PROVIDERS } from '@freight/core';
import type { PlateCheckAnswer } from '@freight/core';
import type { PlateCheckSourceProvider } from '../plate-check-provider.ts';
import { TARGET_FIELD_SUFFIX, TARGET_WSDL_PATH } from './target-contract.ts';

/** What the Target adapter needs: the endpoint address and the integrator's credentials. */
export interface TargetConfig {
  readonly url: string;
  readonly login: string;
  readonly password: string;
}

/** A boolean as node-soap may hand it over (typed, or the XML text). */
const soapBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1'),
]);

const soapText = z
  .string()
  .nullish()
  .transform((text) => text?.trim() ?? '');

const resultSchema = z.looseObject({
  Sucesso: soapBoolean.nullish(),
  MensagemRetorno: soapText,
});

/**
 * The Target adapter (`ConsultarSituacaoVeiculoTAG`, SOAP): one call answers the four providers, each
 * with `Disponivel<Provider>` (whether the plate may use a tag of it) and `Mensagem<Provider>`. A provider
 * whose `Disponivel…` is missing did not answer; `Sucesso: false` or a fault rejects (every provider "sem
 * resposta").
 */
export function createTargetProvider(config: TargetConfig): PlateCheckSourceProvider {
  let client: Promise<Client> | null = null;
  const clientOf = (): Promise<Client> => {
    client ??= createClientAsync(TARGET_WSDL_PATH, { endpoint: config.url }).catch((error: unknown) => {
      client = null;
      throw error;
    });
    return client;
  };
  return {
    source: 'target',
    async check(query, signal) {
      const soapClient = await clientOf();
      const method = soapClient['ConsultarSituacaoVeiculoTAGAsync'] as (
        input: Record<string, unknown>,
        options: Record<string, unknown>,
      ) => Promise<[Record<string, unknown> | null | undefined]>;
      const [answer] = await method.call(
        soapClient,
        { auth: { Usuario: config.login, Senha: config.password }, request: { Placa: query.plate } },
        { signal },
      );
      const raw = answer?.['ConsultarSituacaoVeiculoTAGResult'];
      const result = resultSchema.parse(raw ?? {});
      if (result.Sucesso === false) throw new Error(result.MensagemRetorno || 'Target recusou a consulta');
      const fields = raw as Record<string, unknown>;
      const answers: PlateCheckAnswer[] = [];
      for (const provider of PLATE_CHECK_PROVIDERS) {
        const suffix = TARGET_FIELD_SUFFIX[provider];
        const available = soapBoolean.safeParse(fields[`Disponivel${suffix}`]);
        const message = soapText.safeParse(fields[`Mensagem${suffix}`]);
        if (!available.success) continue;
        answers.push({
          provider,
          answered: true,
          has_tag: available.data,
          message: message.success ? message.data : '',
        });
      }
      return answers;
    },
  };
}
