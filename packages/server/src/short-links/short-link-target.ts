/**
 * The target of a short link as stored: the path, query and fragment of `redirectTo` when it is an address
 * of `origin` (absolute, or a path starting with `/`), so the link keeps working if the server's address
 * changes; `null` for anything that would leave this site (another origin, `//host`, `javascript:`…).
 *
 * @example sameOriginTarget('https://frete.example.com/embed?data=x', 'https://frete.example.com') // '/embed?data=x'
 * @example sameOriginTarget('https://outro.com/', 'https://frete.example.com') // null
 */
export function sameOriginTarget(redirectTo: string, origin: string): string | null {
  const text = redirectTo.trim();
  if (!text.startsWith('/') && !/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
