const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * `text` safe inside HTML text and quoted attribute values: `& < > " '` become entities.
 *
 * @example escapeHtml('<b title="x">') // '&lt;b title=&quot;x&quot;&gt;'
 */
export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
