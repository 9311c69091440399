import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_MAX } from './sniff';

/**
 * Multipart parsing for one route scope: files up to the largest allowed type (the per-type
 * limits are checked by content afterwards), and bounded fields, parts and headers.
 */
export async function registerUploadParsing(
  scope: FastifyInstance,
  limits: { files: number; parts: number },
): Promise<void> {
  await scope.register(multipart, {
    limits: {
      fileSize: DOCUMENT_MAX,
      files: limits.files,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: limits.parts,
      headerPairs: 100,
    },
  });
}
