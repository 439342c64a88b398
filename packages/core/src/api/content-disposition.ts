/**
 * The file name a `Content-Disposition` header announces: the RFC 5987 `filename*` (UTF-8,
 * percent-encoded) when present, else the plain `filename` (quoted or not); `null` when there is none.
 *
 * @example
 * filenameFromContentDisposition('attachment; filename="rotas.csv"') // 'rotas.csv'
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"(.*)"$/, '$1'));
    } catch {
      // fall back to the plain parameter below
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? name : null;
}
