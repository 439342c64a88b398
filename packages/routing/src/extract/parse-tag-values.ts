/**
 * A `maxspeed` value in km/h (`80`, `80 km/h`, `50 mph`), or `0` when absent or not numeric
 * (`BR:urban`, `signals`, `none`).
 */
export function parseMaxspeed(value: string | undefined): number {
  if (value === undefined) return 0;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(km\/h|kmh|kph|mph)?\s*$/i.exec(value);
  if (!match) return 0;
  const speed = Number(match[1]) * (match[2]?.toLowerCase() === 'mph' ? 1.609344 : 1);
  return Math.min(255, Math.round(speed));
}

/** A `maxweight` value in tonnes (`45`, `45 t`, `4500 kg`, `10 st`), or `0` when absent or unreadable. */
export function parseMaxweight(value: string | undefined): number {
  if (value === undefined) return 0;
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(t|kg|st|lbs)?\s*$/i.exec(value);
  if (!match) return 0;
  const amount = Number(match[1]!.replace(',', '.'));
  const unit = match[2]?.toLowerCase();
  if (unit === 'kg') return amount / 1000;
  if (unit === 'st') return amount * 0.90718474;
  if (unit === 'lbs') return amount * 0.00045359237;
  return amount;
}

/** A `maxheight` value in metres (`4.5`, `4.5 m`, `14'6"`), or `0` when absent or unreadable (`default`, `none`). */
export function parseMaxheight(value: string | undefined): number {
  if (value === undefined) return 0;
  const metric = /^\s*(\d+(?:[.,]\d+)?)\s*m?\s*$/i.exec(value);
  if (metric) return Number(metric[1]!.replace(',', '.'));
  const imperial = /^\s*(\d+)\s*'\s*(?:(\d+)\s*")?\s*$/.exec(value);
  if (imperial) return Number(imperial[1]) * 0.3048 + Number(imperial[2] ?? 0) * 0.0254;
  return 0;
}
