import type { FastifyInstance } from 'fastify';

/** One realistic call per generator endpoint for the scans (issue 34: filled in with the endpoints). */

export async function generatorSamples(_app: FastifyInstance, _tokens: { admin: string }) {
  return {};
}
