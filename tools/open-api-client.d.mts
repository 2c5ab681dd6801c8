// Types of tools/open-api-client.mjs for the TypeScript tests that send through it.
export declare const RECORDS_PATH: string;

export interface SignedRequest {
  body: string;
  headers: Record<string, string>;
}

export declare function signRequest(options: {
  appKey: string;
  appSecret: string;
  payload: unknown;
  method?: string;
  path?: string;
  timestamp?: number;
  nonce?: string;
}): SignedRequest;

export declare function sendRecords(options: {
  baseUrl: string;
  appKey: string;
  appSecret: string;
  payload: unknown;
}): Promise<{ status: number; body: unknown }>;

export declare function ilabSignature(...parts: string[]): string;
export declare function ticketOf(launchUrl: string): string | null;
export declare function ilabToken(options: {
  baseUrl: string;
  appKey: string;
  appSecret: string;
  ticket: string;
}): Promise<{ status: number; body: unknown }>;
export declare function ilabUpload(options: {
  baseUrl: string;
  accessToken: string;
  session: unknown;
}): Promise<{ status: number; body: unknown }>;

export interface SimulatedStep {
  seq: number;
  title: string;
  startTime: number;
  endTime: number;
  timeUsed: number;
  expectTime: number;
  maxScore: number;
  score: number;
}

export interface SimulatedSession {
  originId: string;
  creditCode?: string;
  employeeNo?: string;
  username?: string;
  deviceSerial?: string;
  startTime: number;
  endTime: number;
  timeUsed: number;
  score: number;
  status: 1 | 2;
  steps: SimulatedStep[];
}

export declare function simulatedSession(options: {
  originId?: string;
  creditCode?: string;
  employeeNo?: string;
  username?: string;
  deviceSerial?: string;
  startTime: number;
  minutes?: number;
  score?: number;
  status?: 1 | 2;
}): SimulatedSession;
