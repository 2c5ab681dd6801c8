import { Form, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';

import { WorkerSelect, workerLabel } from '../worker-search/worker-select';
import type { WorkerChoice } from '../worker-search/worker-select';
import { deptOptions } from './dept-options';
import { useOrgDepts, useOrgPosts } from './get-org-choices';

export const SUBTREE_HINT = '选中的部门包含其全部下级部门';

/** The form's three fields of a selection: departments (with their subtrees), posts and staff. */
export interface TraineeSelectionValues {
  deptIds: number[];
  jobIds: number[];
  workers: WorkerChoice[];
}

/** A saved selection as the form's values; listed staff are named where the caller knows them. */
export function selectionValuesOf(
  saved: { deptIds: number[]; jobIds: number[]; workerIds: number[] },
  known: { workerId: number; name: string; employeeNo: string }[] = [],
): TraineeSelectionValues {
  const names = new Map(known.map((t) => [t.workerId, workerLabel(t)]));
  return {
    deptIds: saved.deptIds,
    jobIds: saved.jobIds,
    workers: saved.workerIds.map((id) => ({ value: id, label: names.get(id) ?? `员工 #${id}` })),
  };
}

/** The body's three fields of a selection. */
export const selectionBodyOf = (values: TraineeSelectionValues) => ({
  deptIds: values.deptIds,
  jobIds: values.jobIds,
  workerIds: values.workers.map((w) => w.value),
});

/**
 * Who takes part in a training plan or an exam: departments (each with its whole subtree), posts
 * and single staff, counted together and frozen when published. Inside the caller's antd Form.
 */
export function TraineeSelection({ open, legend }: { open: boolean; legend: string }) {
  const depts = useOrgDepts(open);
  const posts = useOrgPosts(open);
  const deptTree = useMemo(() => deptOptions(depts.data ?? []), [depts.data]);
  const postOptions = (posts.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ fontSize: 14, marginBottom: 8 }}>{legend}</legend>
      <Form.Item name="deptIds" label="部门" extra={SUBTREE_HINT}>
        <TreeSelect
          multiple
          treeData={deptTree}
          loading={depts.isPending}
          treeDefaultExpandAll
          placeholder="选择部门"
          showSearch={{ treeNodeFilterProp: 'title' }}
          allowClear
        />
      </Form.Item>
      <Form.Item name="jobIds" label="岗位">
        <Select
          mode="multiple"
          placeholder="选择岗位"
          loading={posts.isPending}
          options={postOptions}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
        />
      </Form.Item>
      <Form.Item name="workers" label="员工">
        <WorkerSelect multiple />
      </Form.Item>
    </fieldset>
  );
}
