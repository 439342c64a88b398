import { round6 } from './street-lines.ts';

/** The entry columns of a gazetteer while it is built ({@link GazetteerData}'s `entries`). */
export class EntryTable {
  readonly level: number[] = [];
  readonly name: string[] = [];
  readonly alias: string[] = [];
  readonly state: number[] = [];
  readonly city: number[] = [];
  readonly lat: number[] = [];
  readonly lng: number[] = [];
  readonly importance: number[] = [];
  readonly ibge: number[] = [];

  add(entry: {
    level: number;
    name: string;
    alias?: string;
    state: number;
    city?: number;
    lat: number;
    lng: number;
    importance: number;
    ibge?: number;
  }): number {
    this.level.push(entry.level);
    this.name.push(entry.name);
    this.alias.push(entry.alias ?? '');
    this.state.push(entry.state);
    this.city.push(entry.city ?? -1);
    this.lat.push(round6(entry.lat));
    this.lng.push(round6(entry.lng));
    this.importance.push(Math.max(0, Math.min(1000, Math.round(entry.importance))));
    this.ibge.push(entry.ibge ?? 0);
    return this.level.length - 1;
  }
}
