import pino from 'pino';

/**
 * The test apps' logger: errors only, to the test's stderr. A 500 in a run then names its cause
 * next to the failing test — a CI run's printed output is often all there is to go on.
 */
export function testLogger() {
  return pino({ level: 'error' }, process.stderr);
}
