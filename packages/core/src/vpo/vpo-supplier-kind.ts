/**
 * The VPO suppliers the product buys from (one interface on the server):
 * - `builtin` ("Pagamento próprio"): the company pays the tolls with its own tag account; the product
 *   prices from its own data, issues its own receipt number and registers nothing outside;
 * - `semparar`: Sem Parar's ViaFácil SOAP service, configured per company.
 */
export const VPO_SUPPLIER_KINDS = ['builtin', 'semparar'] as const;

/** A VPO supplier. */
export type VpoSupplierKind = (typeof VPO_SUPPLIER_KINDS)[number];

/** pt-BR name of each supplier. */
export const VPO_SUPPLIER_LABELS: Readonly<Record<VpoSupplierKind, string>> = {
  builtin: 'Pagamento próprio',
  semparar: 'Sem Parar',
};

/**
 * What every screen and document of a built-in purchase says: it is not a VPO registered with ANTT.
 */
export const BUILTIN_SUPPLIER_NOTICE =
  'Pagamento próprio: valores calculados pelo sistema com a tag da própria empresa. Nenhuma compra é registrada em fornecedor de VPO nem na ANTT.';
