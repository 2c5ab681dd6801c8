import type { Readable } from 'node:stream';

import type { GenFile } from '@coalsim/contract';
import yazl from 'yazl';

/**
 * The generated files as a zip, streamed as it is written: paths as in the project, so that
 * unzipping at the root puts every file in place. The paths come from validated names only.
 */
export function zipOf(files: GenFile[]): Readable {
  const zip = new yazl.ZipFile();
  const mtime = new Date();
  for (const file of files) zip.addBuffer(Buffer.from(file.content, 'utf8'), file.path, { mtime });
  zip.end();
  return zip.outputStream as Readable;
}
