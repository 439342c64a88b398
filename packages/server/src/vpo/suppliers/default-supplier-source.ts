import { createBuiltinSupplier } from './builtin-supplier.ts';
import { createSemPararSupplier } from './sem-parar/create-sem-parar-supplier.ts';
import type { VpoSupplierSource } from './supplier-source.ts';

/** The suppliers of a running server: the built-in one and the real suppliers' adapters. */
export function defaultSupplierSource(): VpoSupplierSource {
  return { builtin: createBuiltinSupplier, semparar: createSemPararSupplier };
}
