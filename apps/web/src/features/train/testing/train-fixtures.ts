import type {
  Grant,
  MyTraining,
  TrainPlan,
  TrainPlanDetail,
  TrainPlanTrainee,
  TrainRecord,
} from '@coalsim/contract';

const TIME = '2026-05-01T08:00:00.000Z';
/** 2026-05-01 and 2026-06-30 (local days do not matter to these tests). */
const START = Date.UTC(2026, 4, 1, 0, 0);
const END = Date.UTC(2026, 5, 30, 15, 59);

export const page = <T>(content: T[]) => ({ status: 200, data: { content, totalElements: content.length } });

export const plan = (id: number, name: string, extra: Partial<TrainPlan> = {}): TrainPlan => ({
  id,
  name,
  soft: { id: 201, name: '综采工作面仿真' },
  startTime: START,
  endTime: END,
  requiredHours: 8,
  passScore: 60,
  validMonths: 24,
  status: 'draft',
  deptIds: [1],
  jobIds: [],
  workerIds: [],
  traineeCount: 12,
  completedCount: 0,
  publishedAt: null,
  createTime: TIME,
  updateTime: TIME,
  ...extra,
});

export const trainee = (
  workerId: number,
  name: string,
  extra: Partial<TrainPlanTrainee> = {},
): TrainPlanTrainee => ({
  workerId,
  employeeNo: `E${String(workerId).padStart(3, '0')}`,
  name,
  deptName: '综采一队',
  jobName: '采煤机司机',
  hoursDone: 2.5,
  bestScore: 72,
  records: 3,
  completed: false,
  cert: null,
  ...extra,
});

export const planDetail = (base: TrainPlan, trainees: TrainPlanTrainee[]): TrainPlanDetail => ({
  ...base,
  trainees,
});

export const record = (id: number, extra: Partial<TrainRecord> = {}): TrainRecord => ({
  id,
  worker: { id: 1, name: '张三', employeeNo: 'E001' },
  soft: { id: 201, name: '综采工作面仿真' },
  plan: null,
  deviceId: null,
  deviceSerial: null,
  startedAt: START + 3_600_000,
  endedAt: START + 3_600_000 + 2_700_000,
  durationS: 2700,
  score: 85,
  passed: true,
  source: 'manual',
  flagged: false,
  flagReason: null,
  createTime: TIME,
  updateTime: TIME,
  ...extra,
});

export const grant = (softId: number, name: string, extra: Partial<Grant> = {}): Grant => ({
  id: softId,
  soft: {
    id: softId,
    name,
    category: '采煤',
    cover: null,
    version: '1.0',
    launchUrl: null,
    vendor: { id: 30, name: '华能仿真科技' },
  },
  status: 'approved',
  seats: null,
  validUntil: null,
  valid: true,
  reason: null,
  own: false,
  createTime: TIME,
  decidedAt: TIME,
  ...extra,
});

export const myTraining = (extra: Partial<MyTraining> = {}): MyTraining => ({
  worker: { id: 1, name: '张三', employeeNo: 'E001', enterpriseName: '示例煤业集团' },
  plans: [],
  records: [],
  ...extra,
});
