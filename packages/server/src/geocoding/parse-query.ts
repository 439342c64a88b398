import { ABBREVIATIONS, STOPWORDS, foldText } from './fold-text.ts';
import type { GazetteerState } from './gazetteer-data.ts';

/** Longest query text read; the rest is ignored (the API refuses longer text before this). */
export const MAX_QUERY_LENGTH = 200;
/** Most words of a query taken into account. */
export const MAX_QUERY_WORDS = 10;

const HOUSE_NUMBER = /^\d{1,6}[a-z]?$/;

/** One typed word. */
export interface QueryWord {
  /** The word in search form. */
  text: string;
  /** Full words an abbreviation stands for (`av` → `avenida`), matched exactly. */
  expansions: readonly string[];
  /** A connecting word (`de`, `da`, …): an entry matches without it. */
  optional: boolean;
  /** A house-number candidate: a street may take it as its number instead of matching it. */
  houseNumber: boolean;
}

/** A query split into words and qualifiers. */
export interface ParsedQuery {
  words: QueryWord[];
  /** UF named by a last part of its own: `Campinas, SP`, `Campinas - São Paulo`, `Campinas/SP`. */
  state: string | undefined;
}

/**
 * Splits what the user typed into parts (at `,`, `;`, `/` and a spaced ` - `), reads a last part naming a
 * state as a filter, marks a house-number candidate (a part made of a number, or the number ending the
 * first part after other words: `Rua X, 100`, `Rua X 100, Cidade`), and expands abbreviations.
 *
 * @example parseQuery('Av. Paulista 1000 - São Paulo, SP', states).state // 'SP'
 */
export function parseQuery(query: string, states: readonly GazetteerState[]): ParsedQuery {
  const parts = query
    .slice(0, MAX_QUERY_LENGTH)
    .split(/[,;/]|\s[-–—]\s/)
    .map((part) => foldText(part))
    .filter((part) => part !== '');
  let state: string | undefined;
  if (parts.length >= 2) {
    const last = parts.at(-1) as string;
    const named = states.find((s) => s.uf.toLowerCase() === last || foldText(s.name) === last);
    if (named) {
      state = named.uf;
      parts.pop();
    }
  }
  const words: QueryWord[] = [];
  parts.forEach((part, index) => {
    const texts = part.split(' ');
    texts.forEach((text, position) => {
      const ownPart = texts.length === 1 && index > 0;
      const endsFirstPart = index === 0 && position === texts.length - 1 && texts.length >= 2;
      words.push({
        text,
        expansions: ABBREVIATIONS[text] ?? [],
        optional: STOPWORDS.has(text),
        houseNumber: HOUSE_NUMBER.test(text) && (ownPart || endsFirstPart),
      });
    });
  });
  const kept = words.slice(0, MAX_QUERY_WORDS);
  if (kept.length > 0 && kept.every((word) => word.optional)) kept.forEach((word) => (word.optional = false));
  const numbers = kept.filter((word) => word.houseNumber);
  numbers.slice(0, -1).forEach((word) => (word.houseNumber = false));
  return { words: kept, state };
}
