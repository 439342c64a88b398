import { eq } from 'drizzle-orm';
import { VPO_MESSAGES, VPO_SUPPLIER_LABELS, BUILTIN_SUPPLIER_NOTICE } from '@freight/core';
import type {
  VpoSupplierConfig,
  VpoSupplierConfigUpdate,
  VpoSupplierKind,
  VpoSupplierOption,
} from '@freight/core';
import { vpoSupplierConfigs } from '../db/schema.ts';
import { HttpError, invalid } from '../http/http-error.ts';
import type { ServerContext } from '../server-context.ts';
import { createSecretBox, secretsKey } from './secret-box.ts';
import type { SecretBox } from './secret-box.ts';
import type { VpoSupplierSource } from './suppliers/supplier-source.ts';
import type { VpoSupplier } from './suppliers/vpo-supplier.ts';

type ConfigRow = typeof vpoSupplierConfigs.$inferSelect;

/** pt-BR messages of the supplier settings. */
export const SUPPLIER_CONFIG_MESSAGES = {
  saved: 'Configuração do fornecedor salva.',
  incomplete: 'Informe o endereço, o CNPJ, o usuário e a senha do Sem Parar para habilitá-lo.',
  unreadable: 'A senha do Sem Parar guardada não pode ser lida com a chave atual: cadastre-a de novo.',
} as const;

/** Whether a row holds everything Sem Parar needs. */
function sempararReady(row: ConfigRow | undefined): row is ConfigRow {
  return Boolean(
    row?.semparar_enabled &&
    row.semparar_url &&
    row.semparar_cnpj &&
    row.semparar_login &&
    row.semparar_password_sealed,
  );
}

/** The API shape of a company's settings (never the password). */
function toConfig(companyId: number, row: ConfigRow | undefined): VpoSupplierConfig {
  return {
    company_id: companyId,
    semparar_enabled: row?.semparar_enabled ?? false,
    semparar_url: row?.semparar_url ?? null,
    semparar_cnpj: row?.semparar_cnpj ?? null,
    semparar_login: row?.semparar_login ?? null,
    has_password: Boolean(row?.semparar_password_sealed),
    updated_at: row?.updated_at.toISOString() ?? null,
  };
}

/**
 * Each company's VPO supplier settings, and the supplier a purchase uses. The Sem Parar password is sealed
 * with the installation's secrets key before it is written and opened only to build the adapter.
 */
export function createVpoSupplierConfigs(ctx: ServerContext, source: VpoSupplierSource) {
  const { db } = ctx;
  let box: SecretBox | undefined;
  const secretBox = () => (box ??= createSecretBox(secretsKey(ctx.config)));

  async function rowOf(companyId: number): Promise<ConfigRow | undefined> {
    const [row] = await db
      .select()
      .from(vpoSupplierConfigs)
      .where(eq(vpoSupplierConfigs.company_id, companyId));
    return row;
  }

  return {
    async get(companyId: number): Promise<VpoSupplierConfig> {
      return toConfig(companyId, await rowOf(companyId));
    },

    async save(companyId: number, body: Required<VpoSupplierConfigUpdate>): Promise<VpoSupplierConfig> {
      const current = await rowOf(companyId);
      const sealed = body.semparar_password
        ? secretBox().seal(body.semparar_password)
        : (current?.semparar_password_sealed ?? null);
      const values = {
        semparar_enabled: body.semparar_enabled,
        semparar_url: body.semparar_url || null,
        semparar_cnpj: body.semparar_cnpj || null,
        semparar_login: body.semparar_login || null,
        semparar_password_sealed: sealed,
      };
      if (values.semparar_enabled && !sempararReady({ ...values, company_id: companyId } as ConfigRow)) {
        throw invalid({ semparar_enabled: SUPPLIER_CONFIG_MESSAGES.incomplete });
      }
      const [row] = await db
        .insert(vpoSupplierConfigs)
        .values({ company_id: companyId, ...values })
        .onConflictDoUpdate({
          target: vpoSupplierConfigs.company_id,
          set: { ...values, updated_at: new Date() },
        })
        .returning();
      return toConfig(companyId, row);
    },

    /** The suppliers the company may buy from now. */
    async options(companyId: number): Promise<VpoSupplierOption[]> {
      const options: VpoSupplierOption[] = [
        { kind: 'builtin', label: VPO_SUPPLIER_LABELS.builtin, notice: BUILTIN_SUPPLIER_NOTICE },
      ];
      if (sempararReady(await rowOf(companyId))) {
        options.push({ kind: 'semparar', label: VPO_SUPPLIER_LABELS.semparar, notice: null });
      }
      return options;
    },

    /** The supplier `kind` of the company; 422 when it is not configured. */
    async supplier(companyId: number, kind: VpoSupplierKind): Promise<VpoSupplier> {
      if (kind === 'builtin') return source.builtin();
      const row = await rowOf(companyId);
      if (!sempararReady(row)) throw invalid({ supplier: VPO_MESSAGES.supplierNotConfigured });
      let password: string;
      try {
        password = secretBox().open(row.semparar_password_sealed ?? '');
      } catch {
        throw new HttpError(422, SUPPLIER_CONFIG_MESSAGES.unreadable);
      }
      return source.semparar({
        url: row.semparar_url!,
        cnpj: row.semparar_cnpj!,
        login: row.semparar_login!,
        password,
        timeoutMs: ctx.config.VPO_SUPPLIER_TIMEOUT_MS,
      });
    },
  };
}

/** The supplier settings of the server. */
export type VpoSupplierConfigs = ReturnType<typeof createVpoSupplierConfigs>;
