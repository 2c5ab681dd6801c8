import { getOpenApi, getOpenApiTag } from '@coalsim/contract';

import { INDEX_SLUG, slugOf } from './openapi-tags.js';

type Operation = { tags?: string[]; responses?: Record<string, unknown> };
interface OpenApiDocument {
  info: { title: string; description?: string; [key: string]: unknown };
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  [key: string]: unknown;
}

/** A part of the document as the viewer lists it: its name in the list and its address. */
export interface DocumentPart {
  name: string;
  slug: string;
  url: string;
  document: OpenApiDocument;
}

/** The viewer's list: the index, each module in the document's order, the whole document last. */
export function viewerList(tags: readonly string[]): { name: string; url: string }[] {
  return [
    { name: INDEX_NAME, url: partUrl(INDEX_SLUG) },
    ...tags.map((tag) => ({ name: tag, url: partUrl(slugOf(tag)) })),
    { name: WHOLE_DOCUMENT_NAME, url: getOpenApi.path },
  ];
}

/** Where a part is served: `/api-docs/openapi/:tag` with its slug. */
export const partUrl = (slug: string) => getOpenApiTag.path.replace(':tag', slug);

/** The name the whole document has in the viewer's list. */
export const WHOLE_DOCUMENT_NAME = '全部接口（完整文档，加载较慢）';
/** The name of the index of modules, first in the viewer's list. */
export const INDEX_NAME = '接口目录';

/** Where a part's operations find the error answer they all share. */
export const ERROR_RESPONSE_REF = '#/components/responses/ApiError';

/**
 * Every failure status of every operation describes the same error shape, written out in full:
 * 60 % of a module's part. A part refers to one copy instead, which the viewer resolves when an
 * operation is opened, so it reads (and renders) far less; the whole document keeps its copies.
 */
function shareErrorResponses(paths: OpenApiDocument['paths'], error: unknown) {
  const written = JSON.stringify(error);
  return Object.fromEntries(
    Object.entries(paths).map(([path, ops]) => [
      path,
      Object.fromEntries(
        Object.entries(ops).map(([method, op]) => [
          method,
          {
            ...op,
            responses: Object.fromEntries(
              Object.entries(op.responses ?? {}).map(([status, response]) => [
                status,
                JSON.stringify(response) === written ? { $ref: ERROR_RESPONSE_REF } : response,
              ]),
            ),
          },
        ]),
      ),
    ]),
  );
}

/** The error answer as the document writes it: the response written most often. */
function errorResponseOf(doc: OpenApiDocument): unknown {
  const counts = new Map<string, number>();
  for (const ops of Object.values(doc.paths))
    for (const op of Object.values(ops))
      for (const response of Object.values(op.responses ?? {})) {
        const written = JSON.stringify(response);
        counts.set(written, (counts.get(written) ?? 0) + 1);
      }
  const [most] = [...counts].sort((a, b) => b[1] - a[1]);
  return most ? JSON.parse(most[0]) : undefined;
}

const operationsOf = (doc: OpenApiDocument, tag: string) =>
  Object.values(doc.paths).flatMap((ops) => Object.values(ops).filter((op) => op.tags?.includes(tag)));

/**
 * The document cut by tag, for the viewer: Swagger UI took 15–24 s to render the whole document
 * (over 1 MB), and a module's part renders in well under a second. Each part is the document with
 * only its tag's paths (and operations), their shared error answer referred to rather than
 * repeated; everything else (info, components, security) is kept, so a part is a valid document on
 * its own. The index comes first: every module with its number of
 * operations and a link that opens it in the viewer. The whole document stays available as it is
 * (`getOpenApi`), for integrators and as the last entry of the viewer's list.
 */
export function splitByTag(doc: OpenApiDocument): DocumentPart[] {
  const tags = (doc.tags ?? []).map((t) => t.name);
  const error = errorResponseOf(doc);
  const components = { ...(doc.components as object), responses: { ApiError: error } };
  const parts = tags.map((tag): DocumentPart => {
    const paths = Object.fromEntries(
      Object.entries(doc.paths)
        .map(([path, ops]) => [
          path,
          Object.fromEntries(Object.entries(ops).filter(([, op]) => op.tags?.includes(tag))),
        ])
        .filter(([, ops]) => Object.keys(ops as object).length > 0),
    );
    const slug = slugOf(tag);
    return {
      name: tag,
      slug,
      url: partUrl(slug),
      document: {
        ...doc,
        info: { ...doc.info, title: `${doc.info.title} · ${tag}` },
        tags: [{ name: tag }],
        components,
        paths: shareErrorResponses(paths, error),
      },
    };
  });
  const list = tags
    .map(
      (tag) =>
        `- [${tag}](?urls.primaryName=${encodeURIComponent(tag)})（${operationsOf(doc, tag).length} 个接口）`,
    )
    .join('\n');
  const index: DocumentPart = {
    name: INDEX_NAME,
    slug: INDEX_SLUG,
    url: partUrl(INDEX_SLUG),
    document: {
      ...doc,
      info: {
        ...doc.info,
        description:
          `${doc.info.description ?? ''}\n\n按模块查看：在右上角的列表里选择模块（下面的链接在新标签页打开）。` +
          `完整文档（供对接方使用）：[${getOpenApi.path}](${getOpenApi.path})。\n\n${list}`,
      },
      tags: [],
      paths: {},
    },
  };
  return [index, ...parts];
}
