import { endpoints, type Endpoint } from '@coalsim/contract';

/**
 * The contract's endpoints by who may call them, for the access matrix's two halves (the wrong
 * callers refused, the right ones served): generic, so an endpoint added later is covered too.
 */
export const all = Object.entries(endpoints) as [string, Endpoint][];
export const permissionsOf = (e: Endpoint) =>
  typeof e.access === 'object' && 'permissions' in e.access ? [...e.access.permissions] : undefined;
export const backOffice = all.filter(([, e]) => permissionsOf(e) !== undefined || e.access === 'staff');
export const forEnterprises = all.filter(([, e]) => typeof e.access === 'object' && 'enterprise' in e.access);
export const signedIn = all.filter(([, e]) => e.access === 'signed-in');
export const staffOrEnterprise = all.filter(([, e]) => e.access === 'staff-or-enterprise');
export const forWorkers = all.filter(([, e]) => e.access === 'worker');
export const forApps = all.filter(([, e]) => e.access === 'app');
export const forDevices = all.filter(([, e]) => e.access === 'device');
