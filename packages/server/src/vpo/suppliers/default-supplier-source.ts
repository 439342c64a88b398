import { createBuiltinSupplier } from './builtin-supplier.ts';
import type { VpoSupplierSource } from './supplier-source.ts';
import { SupplierUnavailableError } from './vpo-supplier.ts';

/** The suppliers of a running server: the built-in one and the real suppliers' adapters. */
export function defaultSupplierSource(): VpoSupplierSource {
  return {
    builtin: createBuiltinSupplier,
    semparar() {
      throw new SupplierUnavailableError('o adaptador do Sem Parar não está instalado');
    },
  };
}
