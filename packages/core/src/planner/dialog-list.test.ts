import { describe, it, expect } from 'vitest';
import {
  closeDialog,
  DIALOG_NAMES,
  dialogsFromSearch,
  historyModeFor,
  isDialogOpen,
  openDialog,
  parseDialogs,
  searchClosingDialog,
  searchOpeningDialog,
  searchWithDialogs,
  serializeDialogs,
} from './dialog-list.ts';

describe('known dialog names', () => {
  it('lists the dialogs of SPEC §2', () => {
    expect(Object.values(DIALOG_NAMES)).toEqual([
      'save-route',
      'user-routes',
      'create-plate',
      'create-cost-center',
      'check-plate',
      'missing-addr',
      'login',
      'subscribe',
      'subscription-overdue',
      'fair-use',
      'create-route',
    ]);
  });
});

describe('parseDialogs: dialog names separated by a pipe character', () => {
  it.each([
    { value: 'save-route|user-routes', expected: ['save-route', 'user-routes'] },
    { value: 'login', expected: ['login'] },
    { value: '', expected: [] },
    { value: null, expected: [] },
    { value: undefined, expected: [] },
    { value: '|save-route||', expected: ['save-route'] },
    { value: ' login | login |fair-use', expected: ['login', 'fair-use'] },
    { value: 'new-dialog', expected: ['new-dialog'] },
  ])('$value → $expected', ({ value, expected }) => {
    expect(parseDialogs(value)).toEqual(expected);
  });
});

describe('dialogsFromSearch', () => {
  it.each([
    { search: '?ds=save-route|user-routes', expected: ['save-route', 'user-routes'] },
    { search: '?from=vpo&ds=save-route%7Cuser-routes', expected: ['save-route', 'user-routes'] },
    { search: 'ds=login', expected: ['login'] },
    { search: '?from=vpo', expected: [] },
    { search: '', expected: [] },
  ])('$search → $expected', ({ search, expected }) => {
    expect(dialogsFromSearch(search)).toEqual(expected);
  });
});

describe('serializeDialogs: no empty names, no duplicates', () => {
  it.each([
    { list: ['save-route', 'user-routes'], expected: 'save-route|user-routes' },
    { list: ['save-route', '', ' ', 'save-route'], expected: 'save-route' },
    { list: [], expected: '' },
  ])('$list → "$expected"', ({ list, expected }) => {
    expect(serializeDialogs(list)).toBe(expected);
  });

  it('round-trips with parseDialogs', () => {
    expect(parseDialogs(serializeDialogs(['login', 'fair-use']))).toEqual(['login', 'fair-use']);
  });
});

describe('searchWithDialogs', () => {
  it.each([
    { search: '', list: ['save-route', 'user-routes'], expected: '?ds=save-route%7Cuser-routes' },
    { search: '?from=vpo', list: ['login'], expected: '?from=vpo&ds=login' },
    { search: '?from=vpo&ds=login', list: [], expected: '?from=vpo' },
    { search: '?ds=login', list: [], expected: '' },
  ])('$search with $list → "$expected"', ({ search, list, expected }) => {
    expect(searchWithDialogs(search, list)).toBe(expected);
  });
});

describe('open, close, is open', () => {
  it('opening adds at the end, once', () => {
    const list = Object.freeze(['save-route']);
    expect(openDialog(list, 'user-routes')).toEqual(['save-route', 'user-routes']);
    expect(openDialog(list, 'save-route')).toEqual(['save-route']);
    expect(list).toEqual(['save-route']);
  });

  it('closing removes it; closing a closed dialog changes nothing', () => {
    const list = Object.freeze(['save-route', 'user-routes']);
    expect(closeDialog(list, 'save-route')).toEqual(['user-routes']);
    expect(closeDialog(list, 'login')).toEqual(['save-route', 'user-routes']);
    expect(list).toEqual(['save-route', 'user-routes']);
  });

  it.each([
    { name: 'save-route', expected: true },
    { name: 'login', expected: false },
  ])('isDialogOpen($name) → $expected', ({ name, expected }) => {
    expect(isDialogOpen(['save-route', 'user-routes'], name)).toBe(expected);
  });
});

describe('opening pushes a history entry, closing replaces it', () => {
  it.each([
    { action: 'open', expected: 'push' },
    { action: 'close', expected: 'replace' },
  ] as const)('$action → $expected', ({ action, expected }) => {
    expect(historyModeFor(action)).toBe(expected);
  });
});

describe('a dialog opened with its parameters', () => {
  it.each([
    ['', 'check-plate', { placa: 'ABC1D23' }, '?ds=check-plate&placa=ABC1D23'],
    ['?page=2&ds=login', 'check-plate', { placa: 'BRA2E19' }, '?page=2&ds=login%7Ccheck-plate&placa=BRA2E19'],
    ['?ds=check-plate&placa=OLD1234', 'check-plate', { placa: '' }, '?ds=check-plate'],
    ['?x=1', 'save-route', {}, '?x=1&ds=save-route'],
  ])('%j opening %s with %j gives %j', (search, name, params, expected) => {
    expect(searchOpeningDialog(search, name, params)).toBe(expected);
  });

  it.each([
    ['?ds=check-plate&placa=ABC1D23', 'check-plate', ''],
    ['?page=2&ds=login%7Ccheck-plate&placa=ABC1D23', 'check-plate', '?page=2&ds=login'],
    ['?ds=login&placa=ABC1D23', 'login', '?placa=ABC1D23'],
  ])('%j closing %s gives %j', (search, name, expected) => {
    expect(searchClosingDialog(search, name)).toBe(expected);
  });
});
