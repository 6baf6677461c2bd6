import type { EndpointDef } from '@lwl/schemas';
import type { EndpointTable } from '../registry/table.ts';

export interface MatchedOperation {
  operation: string;
  def: EndpointDef;
  params: Record<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds the table operation of a method and `/api/...` path, with its path parameters. */
export function operationMatcher(table: EndpointTable) {
  const routes = Object.entries(table).map(([operation, def]) => {
    const names: string[] = [];
    const source = def.path
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '([^/]+)';
      })
      .join('');
    return { operation, def, names, pattern: new RegExp(`^/api/${source}$`) };
  });
  return (method: string, pathname: string): MatchedOperation | null => {
    for (const route of routes) {
      if (route.def.method !== method) continue;
      const match = route.pattern.exec(pathname);
      if (!match) continue;
      const params = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
      );
      return { operation: route.operation, def: route.def, params };
    }
    return null;
  };
}
