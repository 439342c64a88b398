import { fileURLToPath } from 'node:url';
import type { PlateCheckProvider } from '@freight/core';

/** Path of the Target WSDL of `ConsultarSituacaoVeiculoTAG`: the adapter's client and the fake load it. */
export const TARGET_WSDL_PATH = fileURLToPath(new URL('./ConsultarSituacaoVeiculoTAG.wsdl', import.meta.url));

/** Service, port and path of the Target endpoint. */
export const TARGET_SERVICE = 'FreteService';
export const TARGET_PORT = 'FreteServiceSoap';
export const TARGET_PATH = '/FreteService.svc';

/** The suffix of each provider's `Disponivel…` / `Mensagem…` fields in Target's answer. */
export const TARGET_FIELD_SUFFIX: Readonly<Record<PlateCheckProvider, string>> = {
  conectcar: 'ConectCar',
  movemais: 'MoveMais',
  semparar: 'SemParar',
  veloe: 'Veloe',
};
