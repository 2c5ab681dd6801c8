import { getDemoSimulation } from '@coalsim/contract';

export const DEMO_SIMULATION_PATH = getDemoSimulation.path;

/**
 * Where this server is reached from the machine it runs on, for the demo software's launch
 * addresses (seeded once, so they must be whole addresses: 启动软件 and the device agents add
 * the ticket to them as to any software's). A wildcard bind is reached as localhost.
 */
export function demoLaunchOrigin(host = '127.0.0.1', port = 8080): string {
  const name = host === '' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const shown = name.includes(':') ? `[${name}]` : name;
  // Port 0 (a test's random port) is known only once listening: the default stands in for it.
  return `http://${shown}:${port === 0 ? 8080 : port}`;
}

/** The launch address of every demo software: the one page that stands in for a simulation. */
export const demoLaunchUrl = (origin: string) => `${origin}${DEMO_SIMULATION_PATH}`;
