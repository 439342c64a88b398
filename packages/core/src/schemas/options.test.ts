import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, KNOWN_OPERATION_TYPES, optionsSchema } from './options.ts';

describe('planner options', () => {
  it('defaults: no retroactive date, no return, not shortest, type efficient', () => {
    expect(DEFAULT_OPTIONS).toEqual({
      retroactiveDate: '',
      calculateReturn: false,
      shortest: false,
      type_route: 'efficient',
    });
    expect(Object.isFrozen(DEFAULT_OPTIONS)).toBe(true);
  });

  it.each([['default'], ['shortest'], ['avoid_tolls'], ['efficient']])('type_route %s is offered', (type) => {
    expect(optionsSchema.parse({ type_route: type }).type_route).toBe(type);
  });

  it.each([['VendaCliente'], ['Reentrega'], ['Transferencia']])(
    'accepts operation type %s',
    (operationType) => {
      expect(optionsSchema.parse({ operationType }).operationType).toBe(operationType);
    },
  );

  it('knows VendaCliente and Reentrega', () => {
    expect(KNOWN_OPERATION_TYPES).toEqual(['VendaCliente', 'Reentrega']);
  });

  it.each([[{ type_route: 'fastest' }], [{ calculateReturn: 'yes' }], [{ retroactiveDate: 20260101 }]])(
    'rejects %j',
    (input) => {
      expect(optionsSchema.safeParse(input).success).toBe(false);
    },
  );
});
