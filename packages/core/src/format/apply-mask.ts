const TOKENS: Readonly<Record<string, RegExp>> = {
  '#': /^\d$/,
  X: /^[A-Z0-9]$/,
};

/**
 * Applies an input mask progressively, as a masked field does while the user types.
 *
 * Tokens: `#` takes a digit, `X` takes an uppercase letter or a digit; every other mask character is a
 * literal. Input characters that do not fit the current token are skipped. A literal is written only
 * when more input follows it, so partial input gives a partial mask (`'(##) ####'` on `'119'` →
 * `'(11) 9'`), and input beyond the mask is dropped.
 *
 * @param mask - the pattern, e.g. `'###.###.###-##'`.
 * @param text - the (already cleaned) input.
 * @example applyMask('##.XXX', '12abc') // '12.' (lowercase letters do not fit X: uppercase first)
 * @example applyMask('##.XXX', '12ABC') // '12.ABC'
 */
export function applyMask(mask: string, text: string): string {
  let out = '';
  let i = 0;
  for (const symbol of mask) {
    if (i >= text.length) break;
    const token = TOKENS[symbol];
    if (!token) {
      out += symbol;
      continue;
    }
    while (i < text.length && !token.test(text.charAt(i))) i++;
    if (i >= text.length) break;
    out += text.charAt(i);
    i++;
  }
  return out;
}
