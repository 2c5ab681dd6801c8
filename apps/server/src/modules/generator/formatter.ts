import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A file to format: its path (which picks Prettier's parser) and its text. */
export interface SourceFile {
  path: string;
  content: string;
}

type Reply = { id: number; formatted: string[] } | { id: number; failed: { path: string; message: string } };

/**
 * The worker's code, plain CommonJS evaluated as it is: the same text runs from src/ (tests, tsx)
 * and from dist/, where a .ts worker file could not be loaded (Node 20 gives workers no loader).
 * Prettier comes from the path the server resolved, not from the worker's working directory.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const prettier = require(workerData.prettier);
parentPort.on('message', async ({ id, files, options }) => {
  const formatted = [];
  for (const file of files) {
    try {
      formatted.push(await prettier.format(file.content, { ...options, filepath: file.path }));
    } catch (err) {
      parentPort.postMessage({ id, failed: { path: file.path, message: String(err && err.message) } });
      return;
    }
  }
  parentPort.postMessage({ id, formatted });
});
`;

/** After this long without work the thread ends (Prettier holds ~100 MB); the next use starts one. */
const IDLE_MS = 60_000;

/**
 * Prettier in a worker thread: formatting a module's files takes hundreds of milliseconds of CPU,
 * which on the main thread would stall every other request meanwhile. One thread per instance:
 * jobs run one after another there, while the main thread goes on serving.
 */
export class Formatter {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, { resolve(v: string[]): void; reject(e: Error): void }>();
  private nextId = 0;
  private idle: NodeJS.Timeout | undefined;

  /** The files' formatted texts, in order; rejects naming the first file Prettier cannot parse. */
  format(files: SourceFile[], options: Record<string, unknown>): Promise<string[]> {
    const worker = this.start();
    clearTimeout(this.idle);
    const id = this.nextId++;
    return new Promise<string[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Held open only while it has work: an idle formatter never keeps the process alive.
      worker.ref();
      worker.postMessage({ id, files, options });
    });
  }

  async close(): Promise<void> {
    clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error('the formatter was closed'));
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const prettier = createRequire(import.meta.url).resolve('prettier');
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { prettier } });
    worker.on('message', (reply: Reply) => this.settle(reply));
    // A thread that dies (out of memory, a crash) fails its jobs; the next job starts a new one.
    const gone = (err: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.failAll(err);
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`the formatter thread exited (code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle(reply: Reply) {
    const job = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if ('formatted' in reply) job?.resolve(reply.formatted);
    else job?.reject(new Error(`generated ${reply.failed.path} does not parse: ${reply.failed.message}`));
    if (this.pending.size === 0 && this.worker) {
      this.worker.unref();
      this.idle = setTimeout(() => void this.close(), IDLE_MS).unref();
    }
  }

  private failAll(err: Error) {
    for (const job of this.pending.values()) job.reject(err);
    this.pending.clear();
  }
}
