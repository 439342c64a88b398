import { describe, expect, it } from 'vitest';
import { invalidPlatesMessage, parsePlateListText } from './plate-list-text.ts';

describe('parsePlateListText', () => {
  it.each([
    ['bra2e19\nABC1234', ['BRA2E19', 'ABC1234'], []],
    ['BRA2E19, abc1234; XYZ9A88', ['BRA2E19', 'ABC1234', 'XYZ9A88'], []],
    ['  BRA2E19   BRA2E19\r\n\n', ['BRA2E19'], []],
    ['BRA2E19\nXX 12345', ['BRA2E19'], ['XX', '12345']],
    ['', [], []],
  ])('%j reads %j, bad %j', (text, plates, invalid) => {
    expect(parsePlateListText(text)).toEqual({ plates, invalid });
  });

  it('names the bad entries', () => {
    expect(invalidPlatesMessage(['XX', '12345'])).toBe('Placa Inválida: XX, 12345');
  });
});
