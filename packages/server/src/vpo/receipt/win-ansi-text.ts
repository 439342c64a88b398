/** Characters beyond Latin-1 that the PDF standard fonts' WinAnsi encoding has (euro, dashes, quotes…). */
const WIN_ANSI_EXTRA = new Set(
  '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((character) => character.codePointAt(0)),
);

/** Stand-ins for characters the receipt uses that WinAnsi lacks. */
const REPLACEMENTS: Readonly<Record<string, string>> = { '→': '»', '\u2009': ' ', '\u202f': ' ' };

function isWinAnsi(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    WIN_ANSI_EXTRA.has(codePoint)
  );
}

/**
 * `text` as the PDF standard fonts (Helvetica, WinAnsi encoding) can draw it: pt-BR letters (ç, ã, é…) and
 * the dashes stay, '→' becomes '»', line breaks become spaces and any other character outside WinAnsi '?',
 * never a wrong glyph.
 *
 * @example winAnsiText('São Paulo → Curitiba') // 'São Paulo » Curitiba'
 */
export function winAnsiText(text: string): string {
  let result = '';
  for (const character of text.replace(/[\r\n\t]+/g, ' ')) {
    const codePoint = character.codePointAt(0) ?? 0;
    result += REPLACEMENTS[character] ?? (isWinAnsi(codePoint) ? character : '?');
  }
  return result;
}
