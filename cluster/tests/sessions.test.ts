import pg from 'pg';
import { beforeAll, describe as suite, expect, it } from 'vitest';

import { Api, describe } from '../support/api.js';
import {
  CLUSTER_PASSWORD,
  createRole,
  createStaffUser,
  menusOfRole,
  setEnabled,
  setRoleMenus,
} from '../support/back-office.js';
import { clientIp, cluster, instanceUrl, record, rounds } from '../support/context.js';
import { signIn } from '../support/session.js';
import { watchUntil } from '../support/watch.js';

const on = (api: Api, n: number) => api.at(instanceUrl(n));

/** Asks instances 2 and 3 once each, so that each holds the session in its cache before the revocation. */
async function warm(api: Api) {
  for (const n of [2, 3]) {
    const res = await on(api, n).get('/auth/info');
    expect(res.status, `instance ${n}: ${describe(res)}`).toBe(200);
  }
}

/** `user` signed in on instance `n` from an address of its own. */
const signInAs = async (user: { username: string }, n: number) =>
  signIn(new Api(instanceUrl(n), undefined, await clientIp()), user.username, CLUSTER_PASSWORD);

/**
 * After a revocation acknowledged at `ackAt`, the session is refused on instances 2 and 3 by the
 * first request sent to each; the window to that refusal goes to the report under `what`.
 */
async function expectRefusedOnTwoAndThree(session: Api, ackAt: number, what: string, round: number) {
  const refusals = await watchUntil(
    [2, 3].map((n) => ({ n, api: on(session, n) })),
    ackAt,
    '/auth/info',
    (res) => res.status === 401,
  );
  for (const r of refusals) record(`revocation window (${what})`, { round, ...r });
  expect(refusals.map((r) => [r.n, r.firstStatus])).toEqual([
    [2, 401],
    [3, 401],
  ]);
}

/**
 * A staff member whose role has no menus yet, signed in on instance 2, whose (short) menu tree
 * instances 2 and 3 now hold in their caches.
 */
async function holderOfEmptyRole() {
  const roleId = await createRole(admin);
  const session = await signInAs(await createStaffUser(admin, [roleId]), 2);
  const before = await on(session, 2).get<unknown[]>('/api/menus/build');
  expect(before.status, describe(before)).toBe(200);
  await on(session, 3).get('/api/menus/build');
  return { roleId, session, before };
}

let admin: Api;
let operatorMenus: number[];

beforeAll(async () => {
  admin = await signIn(new Api(instanceUrl(1), undefined, await clientIp()), 'admin');
  operatorMenus = await menusOfRole(admin, '运营人员');
});

suite.each(rounds())('sessions across instances, round %i', (round) => {
  it('a token signed in on instance 1 works on 2 and 3', async () => {
    const worker = await signIn(new Api(instanceUrl(1), undefined, await clientIp()), 'worker');
    for (const n of [2, 3]) {
      const info = await on(worker, n).get<{ username: string }>('/auth/info');
      expect(info.status, `instance ${n}: ${describe(info)}`).toBe(200);
      expect(info.body.username).toBe('worker');
    }
  });

  it('logout on instance 1 is refused on 2 and 3 at once', async () => {
    const operator = await signIn(new Api(instanceUrl(1), undefined, await clientIp()), 'operator');
    await warm(operator);
    const logout = await operator.delete('/auth/logout');
    expect(logout.status, describe(logout)).toBe(200);
    await expectRefusedOnTwoAndThree(operator, logout.at, 'logout on 1', round);
  });

  it('a role change on instance 1 shows in menus/build on 2 at once, and its undoing on 3', async () => {
    const { roleId, session, before } = await holderOfEmptyRole();

    const granted = await setRoleMenus(admin, roleId, operatorMenus);
    expect(granted.status, describe(granted)).toBe(200);
    const after = await on(session, 2).get<unknown[]>('/api/menus/build');
    record('role change (menus on 1 → menus/build on 2)', {
      round,
      before: before.body.length,
      firstReadAfter: after.body.length,
      msAfterAck: after.at - granted.at,
    });
    expect(after.body.length).toBeGreaterThan(before.body.length);

    const taken = await setRoleMenus(admin, roleId, []);
    expect(taken.status, describe(taken)).toBe(200);
    const undone = await on(session, 3).get<unknown[]>('/api/menus/build');
    expect(undone.body).toEqual(before.body);
  });

  it('a role’s menus granted straight in the database (as if its writer died after the commit) show on 2 and 3', async () => {
    const { roleId, session, before } = await holderOfEmptyRole();
    // No instance publishes anything: only the database's own notice (a trigger) can evict.
    const db = new pg.Client({ connectionString: cluster().databaseUrl });
    await db.connect();
    try {
      await db.query('INSERT INTO sys_roles_menus (role_id, menu_id) SELECT $1, unnest($2::bigint[])', [
        roleId,
        operatorMenus,
      ]);
    } finally {
      await db.end();
    }
    const committedAt = performance.now();
    const watched = await watchUntil<unknown[]>(
      [2, 3].map((n) => ({ n, api: on(session, n) })),
      committedAt,
      '/api/menus/build',
      (res) => res.status === 200 && res.body.length > before.body.length,
    );
    for (const w of watched) record('role change in SQL → menus/build', { round, ...w });
    // Seen within the watch's 3 s: the cached tree lives 60 s, so only the notice can have done it.
    expect(watched.map((w) => [w.n, w.windowMs !== null])).toEqual([
      [2, true],
      [3, true],
    ]);
  });

  it('disabling a user on instance 1 refuses its session on 2 and 3 at once', async () => {
    const user = await createStaffUser(admin);
    const session = await signInAs(user, 3);
    await warm(session);
    const disabled = await setEnabled(admin, user, false);
    expect(disabled.status, describe(disabled)).toBe(200);
    await expectRefusedOnTwoAndThree(session, disabled.at, 'user disabled on 1', round);
    // And it cannot sign in again anywhere.
    const again = await signInAs(user, 2).catch((err: Error) => err);
    expect(again).toBeInstanceOf(Error);
  });

  it('强制退出 on instance 1 refuses the session on 2 and 3 at once', async () => {
    const user = await createStaffUser(admin);
    const session = await signInAs(user, 3);
    await warm(session);
    const listed = await admin.get<{ content: { id: string }[] }>(`/auth/online?username=${user.username}`);
    expect(listed.status, describe(listed)).toBe(200);
    const kicked = await admin.delete(
      '/auth/online',
      listed.body.content.map((s) => s.id),
    );
    expect(kicked.status, describe(kicked)).toBe(200);
    await expectRefusedOnTwoAndThree(session, kicked.at, '强制退出 on 1', round);
  });

  it("a password change on instance 1 refuses the user's other sessions on 2 and 3 at once", async () => {
    const user = await createStaffUser(admin);
    const changing = await signInAs(user, 1);
    const other = await signInAs(user, 3);
    await warm(other);
    const changed = await changing.post('/api/users/updatePass', {
      oldPass: CLUSTER_PASSWORD,
      newPass: 'Cluster2027pw',
    });
    expect(changed.status, describe(changed)).toBe(200);
    await expectRefusedOnTwoAndThree(other, changed.at, 'password changed on 1', round);
    // The session that changed it stays signed in, on every instance.
    expect((await on(changing, 2).get('/auth/info')).status).toBe(200);
  });
});
