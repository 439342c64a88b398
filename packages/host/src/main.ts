import { showServerStatus } from './server-status.ts';

const status = document.querySelector<HTMLElement>('#server-status');
if (status) void showServerStatus(status, fetch.bind(globalThis));
