/** What the global setup hands the tests (vitest `provide` / `inject`): plain data only. */
export interface ClusterInfo {
  /** nginx in front of the three instances. */
  proxyUrl: string;
  /** Each instance directly; index 0 is instance 1. */
  instanceUrls: string[];
  /** The harness's own loopback API: kill and restart an instance (control-server.ts). */
  controlUrl: string;
  /** SECRET_KEY of every instance: a test reads a captcha's answer with it, as a person reads the image. */
  secretKey: string;
  /** The app's role on the cluster's PostgreSQL, for checks a test cannot make through the API. */
  databaseUrl: string;
  tempDir: string;
  instanceLogs: string[];
  nginxAccessLog: string;
  /** Tests append their figures here (support/measurements.ts); the teardown prints them. */
  measurementsFile: string;
  /** How many times each check runs in a row (CLUSTER_ROUNDS). */
  rounds: number;
}
