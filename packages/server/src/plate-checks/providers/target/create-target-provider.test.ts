import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkPlate } from '../check-plate.ts';
import { createTargetProvider } from './create-target-provider.ts';
import { FAKE_TARGET_CREDENTIALS, startFakeTarget } from './fake-target.ts';
import type { FakeTargetServer } from './fake-target.ts';

const QUERY = { company_id: 1, plate: 'BRA2E19' };

describe('Target adapter (ConsultarSituacaoVeiculoTAG)', () => {
  let fake: FakeTargetServer;
  beforeEach(async () => {
    fake = await startFakeTarget();
  });
  afterEach(async () => {
    await fake.close();
  });

  const provider = (password: string = FAKE_TARGET_CREDENTIALS.password) =>
    createTargetProvider({ url: fake.url, login: FAKE_TARGET_CREDENTIALS.login, password });

  it('answers each provider with its boolean and message', async () => {
    fake.state.tags.set('BRA2E19', new Set(['semparar', 'veloe']));
    const answers = await checkPlate(provider(), QUERY, 5_000);
    expect(answers).toEqual([
      { provider: 'conectcar', answered: true, has_tag: false, message: 'Veículo sem TAG' },
      { provider: 'movemais', answered: true, has_tag: false, message: 'Veículo sem TAG' },
      { provider: 'semparar', answered: true, has_tag: true, message: 'Veículo com TAG ativa' },
      { provider: 'veloe', answered: true, has_tag: true, message: 'Veículo com TAG ativa' },
    ]);
    expect(fake.state.calls.get('BRA2E19')).toBe(1);
  });

  it('a provider Target leaves unanswered is "sem resposta", not "no tag"', async () => {
    fake.state.silent.add('movemais');
    const answers = await checkPlate(provider(), QUERY, 5_000);
    expect(answers[1]).toEqual({
      provider: 'movemais',
      answered: false,
      has_tag: null,
      message: 'Sem resposta',
    });
    expect(answers[0]).toMatchObject({ answered: true, has_tag: false });
  });

  it.each([
    ['a time-out', (f: FakeTargetServer) => f.state.hang.add('BRA2E19')],
    ['a SOAP fault', (f: FakeTargetServer) => (f.state.faults = 1)],
  ])('%s leaves every provider "sem resposta"', async (_name, script) => {
    script(fake);
    const started = performance.now();
    const answers = await checkPlate(provider(), QUERY, 300);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(answers.map((a) => [a.answered, a.has_tag, a.message])).toEqual(
      Array(4).fill([false, null, 'Sem resposta']),
    );
  });

  it('wrong credentials: every provider "sem resposta"', async () => {
    const answers = await checkPlate(provider('outra-senha'), QUERY, 5_000);
    expect(answers.every((a) => !a.answered)).toBe(true);
  });

  it('an address where nothing listens: every provider "sem resposta"', async () => {
    await fake.close();
    const answers = await checkPlate(
      createTargetProvider({ url: fake.url, ...FAKE_TARGET_CREDENTIALS }),
      QUERY,
      2_000,
    );
    expect(answers.every((a) => a.message === 'Sem resposta')).toBe(true);
    fake = await startFakeTarget();
  });
});
