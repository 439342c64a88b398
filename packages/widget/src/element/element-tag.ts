/** Tag name of the planner's custom element. */
export const ELEMENT_TAG = 'freight-route-planner';
