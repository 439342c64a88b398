import { eq } from 'drizzle-orm';
import { MSG_PLATE_CHECK_TARGET_INCOMPLETE } from '@freight/core';
import type { PlateCheckConfig, plateCheckConfigUpdateSchema } from '@freight/core';
import type { z } from 'zod';
import { plateCheckConfigs } from '../db/schema.ts';
import { HttpError, invalid } from '../http/http-error.ts';
import type { ServerContext } from '../server-context.ts';
import { createSecretBox, secretsKey } from '../vpo/secret-box.ts';
import type { SecretBox } from '../vpo/secret-box.ts';
import { createBuiltinPlateCheckProvider } from './providers/builtin-plate-check-provider.ts';
import type { PlateCheckSourceProvider } from './providers/plate-check-provider.ts';
import { createTargetProvider } from './providers/target/create-target-provider.ts';

type ConfigRow = typeof plateCheckConfigs.$inferSelect;

/** pt-BR messages of the plate-check source settings. */
export const PLATE_CHECK_CONFIG_MESSAGES = {
  saved: 'Configuração da consulta de placas salva.',
  incomplete: MSG_PLATE_CHECK_TARGET_INCOMPLETE,
  unreadable: 'A senha da Target guardada não pode ser lida com a chave atual: cadastre-a de novo.',
} as const;

/** A change of the settings, as parsed. */
type PlateCheckConfigUpdate = z.output<typeof plateCheckConfigUpdateSchema>;

function targetReady(row: Partial<ConfigRow> | undefined): boolean {
  return Boolean(row?.target_enabled && row.target_url && row.target_login && row.target_password_sealed);
}

function toConfig(companyId: number, row: ConfigRow | undefined): PlateCheckConfig {
  return {
    company_id: companyId,
    target_enabled: row?.target_enabled ?? false,
    target_url: row?.target_url ?? null,
    target_login: row?.target_login ?? null,
    has_password: Boolean(row?.target_password_sealed),
    updated_at: row?.updated_at.toISOString() ?? null,
  };
}

/**
 * Each company's plate-check source: Target when enabled with its address and credentials (the password
 * sealed with the secrets key, opened only to build the adapter), else the built-in one. One Target
 * adapter per configuration is kept (its SOAP client is reused).
 */
export function createPlateCheckConfigs(ctx: ServerContext) {
  const { db } = ctx;
  let box: SecretBox | undefined;
  const secretBox = () => (box ??= createSecretBox(secretsKey(ctx.config)));
  const builtin = createBuiltinPlateCheckProvider(db);
  const targets = new Map<string, PlateCheckSourceProvider>();

  async function rowOf(companyId: number): Promise<ConfigRow | undefined> {
    const [row] = await db
      .select()
      .from(plateCheckConfigs)
      .where(eq(plateCheckConfigs.company_id, companyId));
    return row;
  }

  return {
    async get(companyId: number): Promise<PlateCheckConfig> {
      return toConfig(companyId, await rowOf(companyId));
    },

    async save(companyId: number, body: PlateCheckConfigUpdate): Promise<PlateCheckConfig> {
      const current = await rowOf(companyId);
      const values = {
        target_enabled: body.target_enabled,
        target_url: body.target_url || null,
        target_login: body.target_login || null,
        target_password_sealed: body.target_password
          ? secretBox().seal(body.target_password)
          : (current?.target_password_sealed ?? null),
      };
      if (values.target_enabled && !targetReady(values)) {
        throw invalid({ target_enabled: PLATE_CHECK_CONFIG_MESSAGES.incomplete });
      }
      const [row] = await db
        .insert(plateCheckConfigs)
        .values({ company_id: companyId, ...values })
        .onConflictDoUpdate({
          target: plateCheckConfigs.company_id,
          set: { ...values, updated_at: new Date() },
        })
        .returning();
      return toConfig(companyId, row);
    },

    /** The source that answers the company's checks now, with the key its rate is bounded by. */
    async sourceOf(companyId: number): Promise<{ provider: PlateCheckSourceProvider; rateKey: string }> {
      const row = await rowOf(companyId);
      if (!row || !targetReady(row)) return { provider: builtin, rateKey: 'builtin' };
      let password: string;
      try {
        password = secretBox().open(row.target_password_sealed ?? '');
      } catch {
        throw new HttpError(422, PLATE_CHECK_CONFIG_MESSAGES.unreadable);
      }
      const key = `target|${row.target_url}|${row.target_login}|${row.updated_at.toISOString()}`;
      let provider = targets.get(key);
      if (!provider) {
        provider = createTargetProvider({ url: row.target_url!, login: row.target_login!, password });
        targets.set(key, provider);
      }
      return { provider, rateKey: `target|${row.target_url}|${row.target_login}` };
    },
  };
}

/** The plate-check source settings of the server. */
export type PlateCheckConfigs = ReturnType<typeof createPlateCheckConfigs>;
