import { expect } from 'vitest';

/** Waits for the element matching `selector` inside `root` and returns it. */
export async function find<T extends Element = HTMLElement>(root: ParentNode, selector: string): Promise<T> {
  await expect.poll(() => root.querySelector(selector), { timeout: 10_000 }).toBeTruthy();
  return root.querySelector<T & Element>(selector) as T;
}

/** Every element matching `selector` inside `root`. */
export function all<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  return [...root.querySelectorAll<T & Element>(selector)] as T[];
}

/** The button inside `root` whose accessible name (aria-label or text) is `name`. */
export function button(root: ParentNode, name: string): HTMLButtonElement {
  const found = all<HTMLButtonElement>(root, 'button').find(
    (candidate) => candidate.getAttribute('aria-label') === name || candidate.textContent?.trim() === name,
  );
  if (!found) throw new Error(`No button named '${name}'`);
  return found;
}

/** Waits for the button inside `root` named `name` and returns it. */
export async function findButton(root: ParentNode, name: string): Promise<HTMLButtonElement> {
  await expect
    .poll(
      () =>
        all(root, 'button').some(
          (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
  return button(root, name);
}

/** The letters of the waypoint rows, in order. */
export function letters(root: ParentNode): string[] {
  return all(root, '[data-testid="waypoint-letter"]').map((element) => element.textContent ?? '');
}

/** The placeholders of the waypoint inputs, in order. */
export function placeholders(root: ParentNode): string[] {
  return all<HTMLInputElement>(root, '[data-testid="waypoint-input"]').map((input) => input.placeholder);
}

/** The `<select>` of the field labelled `label` inside `root`, or `null`. */
export function selectLabelled(root: ParentNode, label: string): HTMLSelectElement | null {
  const found = all<HTMLLabelElement>(root, 'label').find((each) => each.textContent?.trim() === label);
  const target = found?.htmlFor ? (root.querySelector(`[id="${found.htmlFor}"]`) as Element | null) : null;
  return target instanceof HTMLSelectElement ? target : null;
}

/** Waits for the `<select>` of the field labelled `label` inside `root` and returns it. */
export async function findSelect(root: ParentNode, label: string): Promise<HTMLSelectElement> {
  await expect.poll(() => selectLabelled(root, label), { timeout: 10_000 }).toBeTruthy();
  return selectLabelled(root, label) as HTMLSelectElement;
}

/** The texts of a `<select>`'s options, in order. */
export function optionTexts(select: HTMLSelectElement): string[] {
  return [...select.options].map((option) => option.textContent ?? '');
}

/** The text of a `<select>`'s chosen option. */
export function chosenText(select: HTMLSelectElement): string {
  return select.selectedOptions[0]?.textContent ?? '';
}
