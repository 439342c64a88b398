/**
 * A writer of one benchmark's results: each record becomes one JSON line on standard output, tagged
 * `{ bench: name }`, the format every `pnpm bench` prints.
 *
 * @example const emit = benchEmitter('widget'); emit({ measure: 'bundle size', kb: 180 });
 */
export function benchEmitter(name: string): (record: Record<string, unknown>) => void {
  return (record) => void process.stdout.write(`${JSON.stringify({ bench: name, ...record })}\n`);
}
