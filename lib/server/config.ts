import 'server-only';
import { z } from 'zod';

/**
 * Every server setting, validated once. README.md and .env.example list the
 * same variables; keep the three in step.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL (leave it unset for the embedded SQLite database)' })
      .optional(),
  ),
  DATABASE_SCHEMA: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, { error: 'must be a lower-case PostgreSQL schema name' })
      .default('public'),
  ),
  SQLITE_PATH: z.preprocess(emptyToUndefined, z.string().default('data/shop.db')),
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  BACKEND_URL: z.preprocess(emptyToUndefined, z.url({ error: 'must be an http(s) URL' }).optional()),
  SITE_URL: z.preprocess(emptyToUndefined, z.url({ error: 'must be an http(s) URL' }).default('http://localhost:3000')),
});

export type ServerConfig = z.infer<typeof envSchema>;

let cached: ServerConfig | undefined;

export function getConfig(): ServerConfig {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
      throw new Error(`Invalid configuration:\n${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** For tests that change the environment between cases. */
export function resetConfigForTests(): void {
  cached = undefined;
}
