import { fileURLToPath } from 'node:url';

/**
 * Path of the Sem Parar "ViaFácil" ValePedagio WSDL this product speaks (rpc/encoded, the real service's
 * messages and part order): the adapter's client and the fake server both load it.
 */
export const SEM_PARAR_WSDL_PATH = fileURLToPath(new URL('./ValePedagio.wsdl', import.meta.url));

/** Service, port and path of the ValePedagio endpoint (`…/wsvp/ValePedagio`). */
export const SEM_PARAR_SERVICE = 'ValePedagioService';
export const SEM_PARAR_PORT = 'ValePedagio';
export const SEM_PARAR_PATH = '/wsvp/ValePedagio';

/** Status codes of the ValePedagio answers that the adapter acts on. */
export const SEM_PARAR_STATUS = {
  ok: 0,
  invalidCredentials: 1,
  /** Receipt of a trip already printed (issued). */
  printed: 2,
  sessionExpired: 3,
  /** Purchase: vehicle with several active tags. */
  refused: 7,
  tripNotFound: 8,
  noPermission: 9,
  receiptUnavailable: 15,
  notCancellable: 49,
  plazaNotFound: 66,
  noToll: 808,
} as const;

/** Most characters of an `observacaoN` free text (longer: statuses 451–456). */
export const SEM_PARAR_FREE_TEXT_MAX = 40;
