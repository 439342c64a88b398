import { z } from 'zod';

/** node-soap leaves rpc/encoded values as text: an integer status or long number, as text or number. */
const integer = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

/** A `xsd:long` identifier (session, trip number) kept as its digits. */
const longText = z.union([z.number().int().transform(String), z.string().regex(/^-?\d+$/)]);

/** A nillable `xsd:decimal` in reais: absent or nil is `null`. */
const decimal = z.preprocess(
  (value) => (value === undefined || value === '' || isNil(value) ? null : value),
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
    ])
    .nullable(),
);

/** A nillable text: absent or nil is `null`. */
const text = z.preprocess(
  (value) => (value === undefined || isNil(value) ? null : value),
  z.union([z.string(), z.number().transform(String)]).nullable(),
);

function isNil(value: unknown): boolean {
  return value === null || (typeof value === 'object' && value !== null && '$attributes' in value);
}

/**
 * A SOAP-encoded array as node-soap reads it: `{ item: x }` for one element, `{ item: [x, y] }` for
 * several, an empty string or nothing for none.
 */
function soapArray<T extends z.ZodType>(element: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return [];
    if (Array.isArray(value)) return value;
    if (typeof value !== 'object') return value;
    const entries = Object.entries(value).filter(([key]) => key !== '$attributes');
    if (entries.length === 0) return [];
    return entries.flatMap(([, item]) => (Array.isArray(item) ? item : [item]));
  }, z.array(element));
}

/** `Identificador`: the session of `autenticarUsuario`. */
export const identificadorSchema = z.object({ sessao: longText, status: integer });

/** `PracaRota`: a plaza of a route or receipt. */
export const pracaRotaSchema = z.object({
  nomeConcessionaria: text.optional(),
  nomePraca: text.optional(),
  nomeRodovia: text.optional(),
  tarifa: decimal.optional(),
});

/** `InfoRota`: the route registered by `cadastrarRotaTemporaria`. */
export const infoRotaSchema = z.object({
  id: integer.optional(),
  nome: text.optional(),
  pracas: soapArray(pracaRotaSchema).optional(),
  status: integer,
});

/** `CustoRota`: the price of `obterCustoRota`. */
export const custoRotaSchema = z.object({ status: integer, valor: decimal.optional() });

/** `Viagem`: the trip of `comprarViagemComObservacoes`. */
export const viagemSchema = z.object({ numero: longText, status: integer });

/** `Recibo`: the receipt data of `obterReciboViagem`. */
export const reciboSchema = z.object({
  dataCompra: text.optional(),
  dataExp: text.optional(),
  nomeRota: text.optional(),
  pracas: soapArray(pracaRotaSchema).optional(),
  status: integer,
  total: decimal.optional(),
  viagem: longText.optional(),
});

/** `StatusViagem[]`: the trips of `consultarStatusViagemPorChaveExterna`. */
export const statusViagemListSchema = soapArray(
  z.object({ numero: longText, status: integer, statusViagem: integer.optional() }),
);

/** `ExtratoCredito[]`: the lines of `obterExtratoCreditos`. */
export const extratoCreditoListSchema = soapArray(
  z.object({
    acao: text.optional(),
    dataOperacao: text.optional(),
    dataPassagem: text.optional(),
    descricao: text.optional(),
    nomePraca: text.optional(),
    nomeRodovia: text.optional(),
    numeroViagem: longText.optional(),
    placa: text.optional(),
    status: integer,
    tag: text.optional(),
    valorOperacao: decimal.optional(),
  }),
);

/** `cancelarViagem`'s answer: a status. */
export const cancelStatusSchema = integer;

/** One ExtratoCredito line as parsed. */
export type ExtratoCredito = z.infer<typeof extratoCreditoListSchema>[number];
