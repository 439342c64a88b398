import { plateTextSchema } from '../schemas/primitives.ts';
import { MSG_INVALID_PLATE } from '../validation/messages.ts';

/** What {@link parsePlateListText} read: the plates (upper-case, repeats dropped) and the bad entries. */
export interface PlateListText {
  readonly plates: string[];
  /** Entries that are not plates, as typed (SPEC §5 plate rule). */
  readonly invalid: string[];
}

/**
 * The plates typed in a batch's field: separated by line breaks, commas, semicolons or spaces; each one
 * follows the plate rule (old or Mercosul, upper-cased). Repeats count once.
 *
 * @example parsePlateListText('bra2e19, abc1234\nXX') // { plates: ['BRA2E19', 'ABC1234'], invalid: ['XX'] }
 */
export function parsePlateListText(text: string): PlateListText {
  const plates = new Set<string>();
  const invalid: string[] = [];
  for (const entry of text.split(/[\s,;]+/)) {
    if (entry === '') continue;
    const parsed = plateTextSchema.safeParse(entry);
    if (parsed.success) plates.add(parsed.data);
    else invalid.push(entry);
  }
  return { plates: [...plates], invalid };
}

/** The message naming the entries that are not plates ('Placa Inválida: XX, 12345'). */
export function invalidPlatesMessage(invalid: readonly string[]): string {
  return `${MSG_INVALID_PLATE}: ${invalid.join(', ')}`;
}
