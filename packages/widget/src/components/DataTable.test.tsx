import { afterEach, describe, expect, it } from 'vitest';
import { all, find } from '../test-support/queries.ts';
import { renderInShadowRoot } from '../test-support/render-in-shadow-root.tsx';
import type { ShadowRender } from '../test-support/render-in-shadow-root.tsx';
import { StyleScope } from '../theme/StyleScope.tsx';
import { DataTable, TableScroll } from './DataTable.tsx';

const rendered: ShadowRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

function table(width: number): ShadowRender {
  const view = renderInShadowRoot(
    <StyleScope>
      <TableScroll data-testid="scroll">
        <DataTable>
          <thead>
            <tr>
              <th scope="col">Praça</th>
              <th scope="col">Tarifa</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td style={{ whiteSpace: 'nowrap' }}>
                Juquitiba — praça da BR-116 no km 370,2, sentido Curitiba
              </td>
              <td>R$ 19,20</td>
            </tr>
          </tbody>
        </DataTable>
      </TableScroll>
    </StyleScope>,
    width,
  );
  rendered.push(view);
  return view;
}

describe('DataTable', () => {
  it("reads as a table with column headers, and looks like MUI's small table", async () => {
    const { shadow } = table(600);
    const element = await find(shadow, 'table');
    const headers = all(shadow, 'th');
    expect(headers.map((header) => [header.getAttribute('scope'), header.textContent])).toEqual([
      ['col', 'Praça'],
      ['col', 'Tarifa'],
    ]);
    expect(getComputedStyle(element).borderCollapse).toBe('collapse');
    expect(element.getBoundingClientRect().width).toBe(600);
    const cell = getComputedStyle(all(shadow, 'td')[1]!);
    expect([cell.paddingTop, cell.paddingRight, cell.paddingBottom, cell.paddingLeft]).toEqual([
      '6px',
      '16px',
      '6px',
      '16px',
    ]);
    expect(cell.fontSize).toBe('14px');
    expect(cell.borderBottom).toBe('1px solid rgb(224, 224, 224)');
    expect(getComputedStyle(headers[0]!).fontWeight).toBe('500');
  });

  it('scrolls sideways inside a narrow box instead of overflowing it', async () => {
    const { shadow } = table(200);
    const scroll = await find(shadow, '[data-testid="scroll"]');
    expect(scroll.getBoundingClientRect().width).toBe(200);
    expect(scroll.scrollWidth).toBeGreaterThan(200);
    expect(getComputedStyle(scroll).overflowX).toBe('auto');
  });
});
