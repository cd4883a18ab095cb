/** Waits until `done` holds, looking every `stepMs`; throws after `ms`. */
export async function until(done: () => boolean | Promise<boolean>, ms = 5000, stepMs = 10): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}
