/**
 * The rate limiter's windows are fixed, aligned to the clock: a test that counts requests against
 * a limit waits out the last seconds of a window first, so its requests all fall in one.
 */
export async function awayFromWindowEnd(windowSeconds: number, margin = 15): Promise<void> {
  const left = windowSeconds - (Math.floor(Date.now() / 1000) % windowSeconds);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 200));
}
