import type { GenFile } from '@coalsim/contract';

import type { Formatter } from './formatter.js';
import type { GenModel } from './gen-model.js';
import { pathsOf } from './templates/code.js';
import { contractEndpoints, contractTest } from './templates/contract-endpoints.js';
import { contractSchemas } from './templates/contract-schemas.js';
import { serverExport, serverMenu, serverRoutes, serverTable } from './templates/server-module.js';
import { serverService } from './templates/server-service.js';
import { serverSamples, serverTest } from './templates/server-tests.js';
import { webApi } from './templates/web-api.js';
import { webFilters, webForm } from './templates/web-form.js';
import { webPage } from './templates/web-page.js';
import { webPageTest } from './templates/web-test.js';
import { readme } from './templates/wiring.js';

/**
 * The project's Prettier settings (.prettierrc at the root), so that generated files are formatted
 * exactly as the project's own. Kept here because the server does not read the repository.
 */
const PRETTIER = { singleQuote: true, printWidth: 110, trailingComma: 'all' } as const;

/** Every file of the module as the templates write it, before formatting. */
function render(m: GenModel): Map<string, string> {
  const p = pathsOf(m);
  const files = new Map<string, string>([
    [p.contractSchemas, contractSchemas(m)],
    [p.contractEndpoints, contractEndpoints(m)],
    [p.contractTest, contractTest(m)],
  ]);
  if (!m.ours) files.set(p.table, serverTable(m));
  files.set(p.service, serverService(m));
  files.set(p.exportColumns, serverExport(m));
  files.set(p.routes, serverRoutes(m));
  files.set(p.menu, serverMenu(m));
  files.set(p.serverTest, serverTest(m));
  files.set(p.samples, serverSamples(m));
  for (const [path, content] of Object.entries(webApi(m, p))) files.set(path, content);
  const filters = webFilters(m);
  if (filters) files.set(p.filters, filters);
  if (m.mode !== 'read') files.set(p.form, webForm(m));
  files.set(p.page, webPage(m));
  files.set(p.pageTest, webPageTest(m));
  return files;
}

/**
 * The module's files, formatted, with GENERATED.md first. Prettier (in the formatter's thread)
 * also parses every file: a template that produced invalid code (or text that broke out of a
 * literal) fails here, on the server, instead of in someone's project.
 */
export async function generateFiles(m: GenModel, formatter: Formatter): Promise<GenFile[]> {
  const rendered = [...render(m)].map(([path, content]) => ({ path, content }));
  const guide = readme(
    m,
    rendered.map((f) => f.path),
  );
  const files = [{ path: pathsOf(m).readme, content: guide }, ...rendered];
  const formatted = await formatter.format(files, PRETTIER);
  return files.map((f, i) => ({ path: f.path, content: formatted[i]! }));
}
