import { describe, expect, it } from 'vitest';
import { costingBit } from '../costing/costing.ts';
import { FLAG_ROUNDABOUT, FLAG_TOLL, wayAttributes } from './way-attributes.ts';
import { parseMaxheight, parseMaxspeed, parseMaxweight } from './parse-tag-values.ts';

const ALL = 0b1111;
const TRUCK = costingBit('truck');

describe('way tags → routing attributes', () => {
  it.each([
    ['two-way street', { highway: 'residential' }, ALL, ALL],
    ['oneway=yes', { highway: 'residential', oneway: 'yes' }, ALL, 0],
    ['oneway=-1', { highway: 'residential', oneway: '-1' }, 0, ALL],
    ['roundabout', { highway: 'primary', junction: 'roundabout' }, ALL, 0],
    ['motorway', { highway: 'motorway' }, ALL, 0],
    ['motorway with oneway=no', { highway: 'motorway', oneway: 'no' }, ALL, ALL],
    ['hgv=no', { highway: 'primary', hgv: 'no' }, ALL & ~TRUCK, ALL & ~TRUCK],
    [
      'access=no, bus=yes',
      { highway: 'service', access: 'no', bus: 'yes' },
      costingBit('bus'),
      costingBit('bus'),
    ],
    ['motor_vehicle=private', { highway: 'service', motor_vehicle: 'private' }, null, null],
  ])('%s', (_name, tags, forward, backward) => {
    const attributes = wayAttributes(tags);
    if (forward === null) expect(attributes).toBeNull();
    else expect(attributes).toMatchObject({ forward, backward });
  });

  it.each([
    [{ highway: 'footway' }],
    [{ highway: 'cycleway' }],
    [{ highway: 'construction' }],
    [{ highway: 'pedestrian', area: 'yes' }],
    [{ building: 'yes' }],
  ])('ignores %j', (tags) => {
    expect(wayAttributes(tags)).toBeNull();
  });

  it('keeps limits, toll, roundabout, names and refs', () => {
    expect(
      wayAttributes({
        highway: 'trunk',
        maxspeed: '80',
        'maxspeed:hgv': '60',
        maxweight: '45 t',
        maxheight: '4.5',
        toll: 'yes',
        junction: 'roundabout',
        ref: 'BR-116;SP-230',
        name: 'Rodovia Régis Bittencourt',
      }),
    ).toMatchObject({
      maxspeed: 80,
      maxspeedHgv: 60,
      maxweight: 45,
      maxheight: 4.5,
      flags: FLAG_TOLL | FLAG_ROUNDABOUT,
      ref: 'BR-116;SP-230',
      name: 'Rodovia Régis Bittencourt',
    });
  });
});

describe('tag values', () => {
  it.each([
    ['80', 80],
    ['60 km/h', 60],
    ['50 mph', 80],
    ['BR:urban', 0],
    [undefined, 0],
  ])('maxspeed %s → %d km/h', (value, expected) => expect(parseMaxspeed(value)).toBe(expected));

  it.each([
    ['45', 45],
    ['12.5 t', 12.5],
    ['4500 kg', 4.5],
    ['none', 0],
  ])('maxweight %s → %d t', (value, expected) => expect(parseMaxweight(value)).toBe(expected));

  it.each([
    ['4.5', 4.5],
    ['3,8 m', 3.8],
    ['default', 0],
  ])('maxheight %s → %d m', (value, expected) => expect(parseMaxheight(value)).toBe(expected));

  it('reads feet and inches', () => expect(parseMaxheight(`14'6"`)).toBeCloseTo(4.42, 2));
});
