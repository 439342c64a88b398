import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The element's 200 kB budget (issue 7, `bench/bundle-size.ts`) rests on what its source does not use:
 * these checks fail on the line that would bring a heavy MUI module back, or reach a module the build
 * replaces with a throwing stand-in (`vite-plugins.ts`), long before a benchmark or a user notices.
 */
const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const FILES = sources(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

/** MUI modules the element does without, and what it uses instead. */
const HEAVY_MODULES: Readonly<Record<string, string>> = {
  Dialog: 'PlannerDialog',
  Modal: 'PlannerDialog',
  Popover: 'PopupMenu',
  Popper: 'PopupMenu or Hint',
  Menu: 'PopupMenu',
  MenuList: 'PopupMenu',
  MenuItem: 'PopupMenuItem, or an <option> of SelectField',
  Select: 'SelectField',
  NativeSelect: 'SelectField',
  Tooltip: 'Hint',
  Tabs: 'TabBar',
  Tab: 'TabBar',
  Accordion: 'CollapsibleCard',
  Autocomplete: 'the plate combobox (PlateField)',
  Alert: 'Notice',
  TablePagination: 'Pager',
  Table: 'DataTable',
  TableBody: 'DataTable (<tbody>)',
  TableCell: 'DataTable (<th scope="col">, <td>)',
  TableContainer: 'TableScroll',
  TableHead: 'DataTable (<thead>)',
  TableRow: 'DataTable (<tr>)',
  TableFooter: 'DataTable (<tfoot>)',
  ClickAwayListener: "PopupMenu's outside press",
};

describe('the element source keeps to its bundle budget', () => {
  it('imports none of the heavy MUI modules it replaces', () => {
    const found = FILES.flatMap(({ path, text }) =>
      [...text.matchAll(/from '@mui\/material\/(\w+)'/g)]
        .map((match) => match[1] as string)
        .filter((name) => name in HEAVY_MODULES)
        .map((name) => `${path}: @mui/material/${name} (use ${HEAVY_MODULES[name]})`),
    );
    expect(found).toEqual([]);
  });

  it("takes none of them from the '@mui/material' index either", () => {
    const found = FILES.flatMap(({ path, text }) =>
      [...text.matchAll(/import\s*\{([^}]*)\}\s*from '@mui\/material'/g)]
        .flatMap((match) => (match[1] as string).split(','))
        .map((name) => name.trim().split(/\s+as\s+/)[0] as string)
        .filter((name) => name in HEAVY_MODULES)
        .map((name) => `${path}: ${name} from @mui/material (use ${HEAVY_MODULES[name]})`),
    );
    expect(found).toEqual([]);
  });

  it("builds every select on SelectField (native), the only TextField with 'select'", () => {
    const selects = FILES.filter(({ text }) => /<TextField\b[^>]*?\bselect\b/s.test(text)).map(
      ({ path }) => path,
    );
    expect(selects).toEqual(['components/SelectField.tsx']);
    const field = FILES.find(({ path }) => path === 'components/SelectField.tsx')?.text ?? '';
    expect(field).toContain('native: true');
  });

  it("uses outlined fields only (the build leaves out MUI's 'standard' and 'filled' inputs)", () => {
    const other = FILES.filter(({ text }) =>
      /<(TextField|FormControl|InputBase|OutlinedInput)\b[^>]*?\bvariant=["'{](?!["']?outlined)/s.test(text),
    ).map(({ path }) => path);
    expect(other).toEqual([]);
  });
});
