/**
 * Ends the current task, so the browser may paint or handle a tap before the next step of
 * starting the app: one long task of script holds every input until it ends (Total Blocking
 * Time). `scheduler.yield` resumes ahead of other queued tasks; elsewhere a timeout does the same.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
