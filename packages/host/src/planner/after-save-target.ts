/** Value of the `from` query parameter of create-route that sends a saved route to the VPO purchase. */
export const FROM_VPO = 'vpo';

/**
 * Where the app goes once a saved route's success dialog is dismissed (SPEC §2, §4 Saving): the
 * toll-pass purchase of that route when the planner was opened with `from=vpo`, otherwise the route
 * list. Answers a navigation target of `useNavigateTo`.
 *
 * @example afterSaveTarget('?from=vpo', 12) // 'buy-vpo-route/12'
 */
export function afterSaveTarget(search: string, routeId: number | string): string {
  return new URLSearchParams(search).get('from') === FROM_VPO ? `buy-vpo-route/${routeId}` : 'list-routes';
}
