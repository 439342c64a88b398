import { applyMask, DEFAULT_OPTIONS, fieldErrors, onlyDigits, plannerOptionsFormSchema } from '@freight/core';
import type { Options, RouteTypeOption } from '@freight/core';
import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/** Mask of the retroactive date while typing: dd/MM/yyyy. */
export const RETROACTIVE_DATE_MASK = '##/##/####';

/** The route options (SPEC §3 Options): retroactive date, return trip, route type. */
export interface OptionsStore {
  readonly $options: ReadableAtom<Options>;
  /** One pt-BR message per invalid field (core's `plannerOptionsFormSchema`), `{}` when valid. */
  readonly $errors: ReadableAtom<Record<string, string>>;
  /** Sets the retroactive date from typed text, masked as dd/MM/yyyy. */
  setRetroactiveDate(text: string): void;
  /** Turns the return trip on or off. */
  setCalculateReturn(on: boolean): void;
  /** Chooses the route type. */
  setRouteType(type: RouteTypeOption): void;
  /** Back to the defaults: no date, no return, type efficient (SPEC §9). */
  reset(): void;
}

/** Creates the options store. */
export function createOptionsStore(initial: Options = DEFAULT_OPTIONS): OptionsStore {
  const $options = atom<Options>({ ...initial });
  const change = (patch: Partial<Options>): void => $options.set({ ...$options.get(), ...patch });
  return {
    $options,
    $errors: computed($options, (options) => {
      const parsed = plannerOptionsFormSchema.safeParse(options);
      return parsed.success ? {} : fieldErrors(parsed.error);
    }),
    setRetroactiveDate: (text) =>
      change({ retroactiveDate: applyMask(RETROACTIVE_DATE_MASK, onlyDigits(text)) }),
    setCalculateReturn: (on) => change({ calculateReturn: on }),
    setRouteType: (type) => change({ type_route: type }),
    reset: () => $options.set({ ...DEFAULT_OPTIONS }),
  };
}
