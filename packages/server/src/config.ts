import { z } from 'zod';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_DIST: z.string().min(1).default(`${repoRoot}packages/host/dist`),
  DATA_DIR: z.string().min(1).default(`${repoRoot}data`),
});

/** Server configuration, parsed once at start-up from the environment. */
export type Config = z.infer<typeof envSchema>;

/** A bad setting: the message names the variable and what is wrong with it. */
export class ConfigError extends Error {}

/**
 * Parses the configuration from an environment record (`process.env` in production).
 * @throws ConfigError naming every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration — ${problems.join('; ')}`);
}
