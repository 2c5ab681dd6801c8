import { describe, expect, it } from 'vitest';

import { deptSubtreeIds } from '../modules/org/worker-query.service.js';
import { type canUseSoft } from '../modules/train/train-rules.js';
import { type checkSelection } from '../modules/train/trainees.js';
import { enterpriseScope, type EnterpriseScope } from './enterprise-scope.js';

/**
 * Issue 30 §2: the raw-SQL helpers take a scope, and a scope only comes from enterpriseScope(), so
 * the types prove where an enterprise id came from. The @ts-expect-error lines fail the typecheck
 * (tsconfig.test.json) if a bare id or a hand-made object is accepted again.
 */
describe('enterprise scope', () => {
  it('is made only by enterpriseScope(), and the raw-SQL helpers want one', () => {
    const scope = enterpriseScope(7);
    expect(scope.enterpriseId).toBe(7);
    expect(scope.stamp({ name: 'x', enterpriseId: 99 })).toEqual({ name: 'x', enterpriseId: 7 });

    // @ts-expect-error an object literal with an id is not a scope
    const forged: EnterpriseScope = { enterpriseId: 7, where: scope.where, stamp: scope.stamp };
    expect(forged.enterpriseId).toBe(7);
    // @ts-expect-error a bare id is not a scope
    const bareSubtree = () => deptSubtreeIds(7, [1]);
    expect(typeof bareSubtree).toBe('function');
    expect(deptSubtreeIds(scope, [1])).toBeDefined();
    type Helpers = [typeof checkSelection, typeof canUseSoft];
    const wanted: [Parameters<Helpers[0]>[1], Parameters<Helpers[1]>[1]] = [scope, scope];
    // @ts-expect-error neither takes a number
    const bare: [Parameters<Helpers[0]>[1], Parameters<Helpers[1]>[1]] = [7, 7];
    expect([wanted, bare].flat()).toHaveLength(4);
  });
});
