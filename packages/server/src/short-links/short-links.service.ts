import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../access/principal.ts';
import { shortLinks } from '../db/schema.ts';
import type { ServerContext } from '../server-context.ts';
import { SHORT_CODE_PATTERN, shortLinkCode } from './short-link-code.ts';

/** Tries at drawing a code before giving up (a collision among 62⁷ codes is already rare). */
const MAX_CODE_ATTEMPTS = 8;

/** Short links: make one for a target, find the target of a code. */
export interface ShortLinksService {
  /**
   * The code of `target` (a path of this site, see `sameOriginTarget`) in `categoryId`: the existing one,
   * or a new random code. Safe under concurrent calls for the same target (one code wins).
   */
  codeFor(user: Principal, categoryId: number, target: string): Promise<string>;
  /** The stored target of `code`, or `null` when there is none. */
  targetOf(code: string): Promise<string | null>;
}

/** SHA-256 (hex) of a target: the unique key of (category, target) without indexing long texts. */
function targetHash(target: string): string {
  return createHash('sha256').update(target, 'utf8').digest('hex');
}

/** The short links of `ctx.db`. Links belong to no company: anyone may follow them. */
export function createShortLinksService(ctx: Pick<ServerContext, 'db'>): ShortLinksService {
  const { db } = ctx;
  const existing = async (categoryId: number, hash: string) => {
    const [row] = await db
      .select({ code: shortLinks.code })
      .from(shortLinks)
      .where(and(eq(shortLinks.category_id, categoryId), eq(shortLinks.target_sha256, hash)));
    return row?.code;
  };
  return {
    async codeFor(user, categoryId, target) {
      const hash = targetHash(target);
      for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
        const found = await existing(categoryId, hash);
        if (found) return found;
        const [inserted] = await db
          .insert(shortLinks)
          .values({
            code: shortLinkCode(),
            category_id: categoryId,
            redirect_to: target,
            target_sha256: hash,
            created_by: user.id,
          })
          .onConflictDoNothing()
          .returning({ code: shortLinks.code });
        if (inserted) return inserted.code;
      }
      throw new Error('no free short-link code');
    },
    async targetOf(code) {
      if (!SHORT_CODE_PATTERN.test(code)) return null;
      const [row] = await db
        .select({ target: shortLinks.redirect_to })
        .from(shortLinks)
        .where(eq(shortLinks.code, code));
      return row?.target ?? null;
    },
  };
}
