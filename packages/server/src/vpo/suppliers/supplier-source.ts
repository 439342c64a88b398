import type { VpoSupplierKind } from '@freight/core';
import type { VpoSupplier } from './vpo-supplier.ts';

/** A company's Sem Parar settings, password opened. */
export interface SemPararSettings {
  readonly url: string;
  readonly cnpj: string;
  readonly login: string;
  readonly password: string;
  readonly timeoutMs: number;
}

/**
 * How the server gets a supplier: the built-in one, or a real supplier's adapter built from the company's
 * settings. Tests inject their own (a supplier that times out, one that refuses).
 */
export interface VpoSupplierSource {
  builtin(): VpoSupplier;
  semparar(settings: SemPararSettings): VpoSupplier;
}

/** The supplier kinds a source knows (compile-time check that each kind has a factory). */
export type SupplierFactories = { [Kind in VpoSupplierKind]: VpoSupplierSource[Kind] };
