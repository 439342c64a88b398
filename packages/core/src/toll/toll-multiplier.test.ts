import { describe, it, expect } from 'vitest';
import { tollAxleCount, tollMultiplier, type TollVehicle } from './toll-multiplier.ts';

describe('tollMultiplier', () => {
  it.each<[string, TollVehicle, number]>([
    ['motorcycle pays half of category 1', { category: 'motorcycle', axis: 2 }, 0.5],
    ["'moto' is the motorcycle", { category: 'moto' }, 0.5],
    ['car 2 axles pays category 1', { category: 'auto', axis: 2 }, 1],
    ["'car' maps to auto", { category: 'car', axis: 2 }, 1],
    ['car 3 axles pays 1.5', { category: 'auto', axis: 3 }, 1.5],
    ['car 4 axles (with trailer) pays 2', { category: 'auto', axis: 4 }, 2],
    ['car with more than 4 axles is clamped to 2', { category: 'auto', axis: 6 }, 2],
    ['2-axle truck single wheels pays as car', { category: 'truck', axis: 2, rearWheelType: 'Simples' }, 1],
    ['2-axle truck dual wheels pays 2', { category: 'truck', axis: 2, rearWheelType: 'Dupla' }, 2],
    ['2-axle truck unknown wheels pays 2', { category: 'truck', axis: 2 }, 2],
    ['2-axle bus single wheels pays as car', { category: 'bus', axis: 2, rearWheelType: ' simples ' }, 1],
    ['3-axle truck single wheels still pays 3', { category: 'truck', axis: 3, rearWheelType: 'Simples' }, 3],
    ['6-axle truck pays 6', { category: 'truck', axis: 6 }, 6],
    ['11-axle truck pays 11', { category: 'truck', axis: 11 }, 11],
    ['bus 4 axles pays 4', { category: 'bus', axis: 4 }, 4],
    ['default vehicle is a 6-axle truck', {}, 6],
    ['bus without axle count uses 4', { category: 'bus', axis: null }, 4],
  ])('%s', (_name, vehicle, expected) => {
    expect(tollMultiplier(vehicle)).toBe(expected);
  });
});

describe('tollAxleCount', () => {
  it.each<[string, TollVehicle, number]>([
    ['truck default is 6', { category: 'truck' }, 6],
    ['car default is 2', { category: 'car' }, 2],
    ['motorcycle default is 2', { category: 'motorcycle' }, 2],
    ['NaN falls back to the category default', { category: 'bus', axis: Number.NaN }, 4],
    ['fewer than 2 axles count as 2', { category: 'truck', axis: 1 }, 2],
    ['the given count is used', { category: 'truck', axis: 9 }, 9],
  ])('%s', (_name, vehicle, expected) => {
    expect(tollAxleCount(vehicle)).toBe(expected);
  });
});
