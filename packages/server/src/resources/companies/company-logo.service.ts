import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CompanySettings } from '@freight/core';
import { companyScope } from '../../access/company-scope.ts';
import type { Principal } from '../../access/principal.ts';
import { companies, companyLogos } from '../../db/schema.ts';
import { notFound } from '../../http/http-error.ts';
import type { ServerContext } from '../../server-context.ts';
import { companySettings } from './company-record.ts';
import type { LogoImage } from './company-logo-upload.ts';

/** How long a browser may keep a logo: a year, since a new upload gets a new address. */
const LOGO_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The version naming a logo in its address: the first 16 hex digits of the SHA-256 of its bytes. */
function logoVersion(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

/**
 * The address the server serves a company's logo at (`GET /api/companies/{id}/logo/{version}`).
 *
 * @example logoPath(3, '0123456789abcdef') // '/api/companies/3/logo/0123456789abcdef'
 */
export function logoPath(companyId: number, version: string): string {
  return `/api/companies/${companyId}/logo/${version}`;
}

/**
 * Logos stored by the server: a user with `company-settings` uploads or removes the logo of one of their
 * companies (another company's answers 404); anyone may read a stored logo by its address, which names
 * its content, so it is cached for a year.
 */
export function createCompanyLogoService(ctx: ServerContext) {
  const { db } = ctx;

  async function assertVisible(user: Principal, id: number): Promise<void> {
    const [row] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(companyScope(user, companies.id), eq(companies.id, id)));
    if (!row) throw notFound();
  }

  return {
    /** Stores `image` as the company's logo and points the settings' `logo` at it. */
    async upload(user: Principal, id: number, image: LogoImage): Promise<CompanySettings> {
      await assertVisible(user, id);
      const version = logoVersion(image.bytes);
      const stored = { version, content_type: image.contentType, bytes: image.bytes, created_at: new Date() };
      const row = await db.transaction(async (tx) => {
        await tx
          .insert(companyLogos)
          .values({ company_id: id, ...stored })
          .onConflictDoUpdate({ target: companyLogos.company_id, set: stored });
        const [updated] = await tx
          .update(companies)
          .set({ logo: logoPath(id, version) })
          .where(eq(companies.id, id))
          .returning();
        return updated;
      });
      if (!row) throw notFound();
      return companySettings(row);
    },

    /** Deletes the stored logo; the settings' `logo` goes back to the default. */
    async remove(user: Principal, id: number): Promise<CompanySettings> {
      await assertVisible(user, id);
      const row = await db.transaction(async (tx) => {
        await tx.delete(companyLogos).where(eq(companyLogos.company_id, id));
        const [updated] = await tx
          .update(companies)
          .set({ logo: null })
          .where(eq(companies.id, id))
          .returning();
        return updated;
      });
      if (!row) throw notFound();
      return companySettings(row);
    },

    /** The stored logo named `version` as an image answer; 404 when the company has no such logo. */
    async serve(id: number, version: string): Promise<Response> {
      const [logo] = await db
        .select({ content_type: companyLogos.content_type, bytes: companyLogos.bytes })
        .from(companyLogos)
        .where(and(eq(companyLogos.company_id, id), eq(companyLogos.version, version)));
      if (!logo) throw notFound();
      return new Response(logo.bytes, {
        headers: {
          'Content-Type': logo.content_type,
          'Content-Length': String(logo.bytes.byteLength),
          'Cache-Control': `public, max-age=${LOGO_MAX_AGE_SECONDS}, immutable`,
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'",
        },
      });
    },
  };
}
