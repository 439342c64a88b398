/**
 * Copies `text` to the clipboard: `navigator.clipboard.writeText` when the page allows it, else the
 * old `document.execCommand('copy')` on a hidden text area. Resolves whether the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (globalThis.navigator?.clipboard) {
      await globalThis.navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Not allowed (no focus, no permission, insecure page): try the fallback.
  }
  return copyWithTextArea(text);
}

function copyWithTextArea(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none';
  document.body.append(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
