/** Command-line options of the training commands: `--name value`, each at most once. */
export class Options {
  private readonly args: readonly string[];
  private readonly asked = new Set<string>();

  constructor(args: readonly string[] = process.argv.slice(2)) {
    this.args = args;
  }

  text(name: string, fallback: string): string {
    this.asked.add(name);
    const at = this.args.indexOf(`--${name}`);
    if (at < 0) return fallback;
    const value = this.args[at + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
    return value;
  }

  /** Every value given for `--name` (it may be repeated). */
  all(name: string): string[] {
    this.asked.add(name);
    const values: string[] = [];
    this.args.forEach((arg, at) => {
      const value = this.args[at + 1];
      if (arg === `--${name}` && value !== undefined) values.push(value);
    });
    return values;
  }

  number(name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
    const text = this.text(name, String(fallback));
    const value = Number(text);
    if (!Number.isFinite(value) || value < min || value > max)
      throw new Error(`--${name}: expected a number from ${min} to ${max}, got "${text}"`);
    return value;
  }

  whole(name: string, fallback: number, min = 0): number {
    const value = this.number(name, fallback, min);
    if (!Number.isInteger(value)) throw new Error(`--${name}: expected a whole number, got ${value}`);
    return value;
  }

  /** A whole number when `--name` is given, else undefined. */
  optionalWhole(name: string, min = 0): number | undefined {
    this.asked.add(name);
    return this.args.includes(`--${name}`) ? this.whole(name, min, min) : undefined;
  }

  flag(name: string): boolean {
    this.asked.add(name);
    return this.args.includes(`--${name}`);
  }

  /** Throws, naming the options the command has, when an option was given that it never asked for. */
  refuseUnknown(): void {
    const unknown = this.args.filter((arg) => arg.startsWith('--') && !this.asked.has(arg.slice(2)));
    if (unknown.length > 0)
      throw new Error(
        `unknown option ${unknown.join(', ')}; the options are ${[...this.asked].map((name) => `--${name}`).join(', ')}`,
      );
  }
}
