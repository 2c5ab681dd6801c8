import { z } from 'zod';

export const routeMetaSchema = z.object({
  title: z.string(),
  icon: z.string().nullable(),
  noCache: z.boolean(),
});

/** One entry of the server-supplied route tree (eladmin's MenuVo). */
export interface MenuVo {
  name: string | null;
  path: string;
  hidden: boolean;
  /** `Layout`, `ParentView` or a page name of the web registry; absent for external links. */
  component?: string | undefined;
  redirect?: string | undefined;
  alwaysShow?: boolean | undefined;
  meta: z.infer<typeof routeMetaSchema> | null;
  children?: MenuVo[] | undefined;
}

export const menuVoSchema: z.ZodType<MenuVo> = z.lazy(() =>
  z.object({
    name: z.string().nullable(),
    path: z.string(),
    hidden: z.boolean(),
    component: z.string().optional(),
    redirect: z.string().optional(),
    alwaysShow: z.boolean().optional(),
    meta: routeMetaSchema.nullable(),
    children: z.array(menuVoSchema).optional(),
  }),
);
