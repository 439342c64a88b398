import { ELEMENT_TAG } from './element/element-tag.ts';
import { FreightRoutePlannerElement } from './element/freight-route-planner-element.ts';

/**
 * Registers `<freight-route-planner>` once; importing this module again, or another copy of the
 * widget having registered the tag already, changes nothing.
 *
 * @returns the registered element class.
 */
export function defineFreightRoutePlanner(): CustomElementConstructor {
  const existing = customElements.get(ELEMENT_TAG);
  if (existing) return existing;
  customElements.define(ELEMENT_TAG, FreightRoutePlannerElement);
  return FreightRoutePlannerElement;
}

defineFreightRoutePlanner();

export { ELEMENT_TAG, FreightRoutePlannerElement };
export type * from './events/planner-events.ts';
export type { PlannerAttributes } from './element/planner-attributes.ts';
