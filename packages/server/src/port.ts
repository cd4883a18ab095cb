/** The port from the PORT environment variable (default 3000), or why it is not one. */
export function portFrom(value: string | undefined): { port: number } | { error: string } {
  if (value === undefined || value === '') return { port: 3000 };
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    return { error: `PORT must be a whole number from 0 to 65535, got "${value}"` };
  return { port };
}
