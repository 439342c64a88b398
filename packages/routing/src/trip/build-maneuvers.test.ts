import { beforeAll, describe, expect, it } from 'vitest';
import { valhallaRouteResponseSchema } from '@freight/core';
import type { EmbeddedRouter } from '../engine/embedded-router.ts';
import { asciiNetwork } from '../test-support/ascii-network.ts';
import { testRouter } from '../test-support/test-graph.ts';

describe('roundabouts', () => {
  //          i          a roundabout b → c → e → h → b (counter-clockwise, as in Brazil)
  //          h          with four roads: a (west), d (south), f (east, BR-116), i (north)
  //    a   b   e   f
  //          c
  //          d
  const net = asciiNetwork(
    `
          i
          h
    a   b   e   f
          c
          d
    `,
    [
      ['ab', { highway: 'primary', name: 'Avenida Oeste' }],
      ['cd', { highway: 'secondary', name: 'Rua Sul' }],
      ['ef', { highway: 'trunk', ref: 'BR-116', name: 'Rodovia Régis Bittencourt' }],
      ['hi', { highway: 'secondary', name: 'Rua Norte' }],
      ['bcehb', { highway: 'primary', junction: 'roundabout', name: 'Praça da Rotatória' }],
    ],
    { gridMeters: 50 },
  );
  let router: EmbeddedRouter;
  beforeAll(async () => {
    router = await testRouter(net.entities);
  });

  const maneuvers = (to: string, costing = 'auto') => {
    const answer = valhallaRouteResponseSchema.parse(
      router.route({ locations: [net.at('a'), net.at(to)], costing }),
    );
    return answer.trip.legs[0]!.maneuvers;
  };

  it.each([
    ['d', 1, 'Saia da rotatória na Rua Sul.'],
    ['f', 2, 'Saia da rotatória na BR-116.'],
    ['i', 3, 'Saia da rotatória na Rua Norte.'],
  ])('to %s: enters, takes exit %i and leaves it', (to, exit, leave) => {
    const list = maneuvers(to);
    expect(list.map((m) => [m.type, m.instruction])).toEqual([
      [1, 'Siga para o leste na Avenida Oeste.'],
      [26, `Entre na rotatória e pegue a ${exit}ª saída.`],
      [27, leave],
      [4, 'Você chegou ao seu destino.'],
    ]);
    expect(list[1]).toMatchObject({ roundabout_exit_count: exit, street_names: ['Praça da Rotatória'] });
    expect(list[1]!.end_shape_index).toBe(list[2]!.begin_shape_index);
  });

  it('does not count a road the vehicle may not take out of the roundabout', async () => {
    const closed = asciiNetwork(
      `
            i
            h
      a   b   e   f
            c
            d
      `,
      [
        ['ab', { highway: 'primary', name: 'Avenida Oeste' }],
        ['dc', { highway: 'secondary', name: 'Rua Sul', oneway: 'yes' }],
        ['ef', { highway: 'trunk', ref: 'BR-116' }],
        ['hi', { highway: 'secondary', name: 'Rua Norte' }],
        ['bcehb', { highway: 'primary', junction: 'roundabout' }],
      ],
      { gridMeters: 50 },
    );
    const r = await testRouter(closed.entities);
    const answer = valhallaRouteResponseSchema.parse(
      r.route({ locations: [closed.at('a'), closed.at('f')], costing: 'auto' }),
    );
    expect(answer.trip.legs[0]!.maneuvers.map((m) => m.instruction)).toEqual([
      'Siga para o leste na Avenida Oeste.',
      'Entre na rotatória e pegue a 1ª saída.',
      'Saia da rotatória na BR-116.',
      'Você chegou ao seu destino.',
    ]);
  });

  it('ends inside the roundabout without naming an exit', () => {
    const between = {
      lat: (net.at('c').lat + net.at('e').lat) / 2,
      lon: (net.at('c').lon + net.at('e').lon) / 2,
    };
    const answer = valhallaRouteResponseSchema.parse(
      router.route({ locations: [net.at('a'), between], costing: 'auto' }),
    );
    expect(answer.trip.legs[0]!.maneuvers.map((m) => [m.type, m.instruction])).toEqual([
      [1, 'Siga para o leste na Avenida Oeste.'],
      [26, 'Entre na rotatória.'],
      [4, 'Você chegou ao seu destino.'],
    ]);
  });
});
