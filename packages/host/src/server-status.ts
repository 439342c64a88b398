/** Texts of the server status line. */
export const SERVER_STATUS = {
  checking: 'Verificando o servidor...',
  online: (version: string) => `Servidor conectado (versão ${version}).`,
  offline: 'Servidor indisponível. Contate o suporte caso o erro persista.',
} as const;

/** Asks the API's health check and writes the result into `element`. */
export async function showServerStatus(element: HTMLElement, fetchFn: typeof fetch): Promise<void> {
  element.textContent = SERVER_STATUS.checking;
  try {
    const res = await fetchFn('/api/health');
    const body: unknown = await res.json();
    const version =
      typeof body === 'object' &&
      body !== null &&
      'data' in body &&
      typeof body.data === 'object' &&
      body.data
        ? String((body.data as { version?: unknown }).version ?? '')
        : '';
    element.textContent = res.ok ? SERVER_STATUS.online(version) : SERVER_STATUS.offline;
    element.dataset['state'] = res.ok ? 'online' : 'offline';
  } catch {
    element.textContent = SERVER_STATUS.offline;
    element.dataset['state'] = 'offline';
  }
}
