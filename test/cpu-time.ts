/**
 * Milliseconds of CPU this process spent running `work`. A limit on what a step costs is a limit
 * on the work it does, which a loaded machine does not change: timed by the wall clock, a search
 * of about 100 ms took 1,294 ms while other test files and processes had the two CPUs (a CI
 * machine's lot) and failed its 1 s limit. Test files run in processes of their own, so no other
 * file's work is counted.
 */
export function cpuMs(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}
