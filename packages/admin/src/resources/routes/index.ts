import { RouteList } from './RouteList.tsx';

/**
 * The saved routes' admin page: the list only. Creating, editing and showing a route are the host's
 * planner pages (create-route, edit-route, show-route: the planner with its map).
 */
export const routes = { list: RouteList };
