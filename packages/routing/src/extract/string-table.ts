/** Interns strings into a list; index 0 is always `''`. */
export class StringTable {
  readonly strings: string[] = [''];
  private readonly index = new Map<string, number>([['', 0]]);

  /** Index of `value`, adding it when new. */
  intern(value: string): number {
    let id = this.index.get(value);
    if (id === undefined) {
      id = this.strings.length;
      this.strings.push(value);
      this.index.set(value, id);
    }
    return id;
  }
}
