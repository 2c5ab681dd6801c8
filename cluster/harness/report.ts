import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One figure a test recorded (support/measurements.ts). */
interface Measurement {
  kind: string;
  [field: string]: unknown;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

function figures(list: Measurement[]): string[] {
  const lines = list.map((m) => {
    const { kind: _kind, ...rest } = m;
    return `    ${Object.entries(rest)
      .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
      .join(' ')}`;
  });
  // Every *Ms field also as min / median / max over the runs.
  const msFields = new Set(list.flatMap((m) => Object.keys(m).filter((k) => k.endsWith('Ms'))));
  for (const field of msFields) {
    const values = list.map((m) => m[field]).filter((v): v is number => typeof v === 'number');
    if (values.length > 1) {
      lines.push(
        `    ${field}: min ${Math.min(...values).toFixed(1)}, median ${median(values).toFixed(1)}, max ${Math.max(...values).toFixed(1)} (${values.length} runs)`,
      );
    }
  }
  return lines;
}

const LEVELS: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };

/** pino lines at warn level or worse, by message, so a fault the tests only glimpsed is named. */
function problemSummary(logFile: string): string[] {
  if (!existsSync(logFile)) return ['    (no log)'];
  const counts = new Map<string, number>();
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: { level?: number; msg?: string; err?: { message?: string } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if ((entry.level ?? 0) < 40) continue;
    const cause =
      entry.err?.message && !entry.msg?.includes(entry.err.message) ? ` — ${entry.err.message}` : '';
    const text = `${LEVELS[entry.level!] ?? entry.level} ${entry.msg ?? ''}${cause}`.slice(0, 200);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  if (counts.size === 0) return ['    none'];
  return [...counts].sort((a, b) => b[1] - a[1]).map(([text, n]) => `    ${n}× ${text}`);
}

/**
 * The printed report: the figures the tests measured (timings live here, never in assertions),
 * the instances that exited without being asked, and each instance's logged warnings and errors. Written to
 * `resultsDir/report.txt` beside the kept logs as well.
 */
export function printReport(resultsDir: string, unexpectedExits: string[]): void {
  const file = path.join(resultsDir, 'measurements.jsonl');
  const measurements = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Measurement)
    : [];
  const kinds = [...new Set(measurements.map((m) => m.kind))];
  const lines = ['', '━━ cluster report ━━'];
  for (const kind of kinds) {
    lines.push(`  ${kind}:`, ...figures(measurements.filter((m) => m.kind === kind)));
  }
  lines.push(
    '  instances that exited unasked:',
    ...(unexpectedExits.length ? unexpectedExits : ['none']).map((e) => `    ${e}`),
  );
  for (const n of [1, 2, 3]) {
    lines.push(
      `  instance ${n}: logged warnings and errors`,
      ...problemSummary(path.join(resultsDir, `instance-${n}.log`)),
    );
  }
  lines.push(`  logs kept in ${resultsDir}`, '');
  const text = lines.join('\n');
  console.log(text);
  writeFileSync(path.join(resultsDir, 'report.txt'), text);
}
