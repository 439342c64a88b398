import { describe, expect, it } from 'vitest';
import { DRAWING_HEIGHT, DRAWING_WIDTH, routeDrawing } from './route-drawing.ts';

function linePoints(svg: string): [number, number][] {
  const points = /points="([^"]+)"/.exec(svg)?.[1] ?? '';
  return points.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
}

describe('routeDrawing', () => {
  it('fits the route into the box keeping north up and west left', () => {
    const svg = routeDrawing({
      shape: [
        [-23.55, -46.64],
        [-24.5, -47.84],
        [-25.43, -49.27],
      ],
      waypoints: [],
      plazas: [],
      label: 'Rota 1',
    });
    const points = linePoints(svg);
    expect(points).toHaveLength(3);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(DRAWING_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(DRAWING_HEIGHT);
    }
    const [saoPaulo, , curitiba] = points;
    expect(curitiba![0]).toBeLessThan(saoPaulo![0]);
    expect(curitiba![1]).toBeGreaterThan(saoPaulo![1]);
  });

  it('draws a lettered marker per waypoint and a square per plaza, texts escaped', () => {
    const svg = routeDrawing({
      shape: [
        [-23.55, -46.64],
        [-25.43, -49.27],
      ],
      waypoints: [
        { lat: -23.55, lng: -46.64, title: 'São Paulo <SP>', label: 'A', color: '#1976d2' },
        { lat: -25.43, lng: -49.27, title: 'Curitiba', label: 'B', color: '#d32f2f' },
      ],
      plazas: [{ lat: -24.5, lng: -47.84, title: 'Praça "Registro"' }],
      label: 'Rota 1',
    });
    expect(svg.match(/class="waypoint-marker"/g)).toHaveLength(2);
    expect(svg.match(/class="plaza-marker"/g)).toHaveLength(1);
    expect(svg).toContain('>A</text>');
    expect(svg).toContain('>B</text>');
    expect(svg).toContain('São Paulo &lt;SP&gt;');
    expect(svg).toContain('Praça &quot;Registro&quot;');
  });

  it('leaves out points that would fall on the same spot, keeping the end', () => {
    const shape: [number, number][] = Array.from({ length: 1001 }, (_, i) => [
      -23.5 - i * 0.002,
      -46.6 - i * 0.0001,
    ]);
    const points = linePoints(routeDrawing({ shape, waypoints: [], plazas: [], label: 'x' }));
    expect(points.length).toBeLessThan(700);
    expect(points.length).toBeGreaterThan(100);
    const last = points[points.length - 1]!;
    expect(last[1]).toBeGreaterThan(DRAWING_HEIGHT - 40);
  });

  it('draws nothing but the frame without a shape', () => {
    const svg = routeDrawing({ shape: [], waypoints: [], plazas: [], label: 'vazio' });
    expect(svg).not.toContain('polyline');
    expect(svg).toContain('aria-label="vazio"');
  });
});

describe('routeDrawing height', () => {
  it('gives a route running east–west a low box instead of a tall empty one', () => {
    const svg = routeDrawing({
      shape: [
        [-23.5, -46.6],
        [-23.5, -47.6],
      ],
      waypoints: [],
      plazas: [],
      label: 'x',
    });
    expect(svg).toContain(`viewBox="0 0 ${DRAWING_WIDTH} 160"`);
  });
});
