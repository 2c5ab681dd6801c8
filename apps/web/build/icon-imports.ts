import type { Plugin } from 'vite';

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@ant-design\/icons';/g;
const SOURCE = /[\\/]src[\\/].*\.tsx?$/;

/**
 * `import { UserOutlined } from '@ant-design/icons'` becomes an import of that icon's own module.
 * The built code is the same (the barrel re-exports without side effects), but the module graph
 * then says which icons a page uses instead of "all of them", which the portal's chunk
 * (`closure-chunks.ts`) relies on. Written on one line, so that line numbers stay as in the source.
 */
export function iconImports(): Plugin {
  return {
    name: 'coalsim-icon-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SOURCE.test(id) || !code.includes("'@ant-design/icons'")) return null;
      return code.replace(BARREL_IMPORT, (_statement, names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [icon, local = icon] = name.split(/\s+as\s+/);
            return `import ${local} from '@ant-design/icons/es/icons/${icon}';`;
          })
          .join(' '),
      );
    },
  };
}
